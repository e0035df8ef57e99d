import Card from 'react-bootstrap/Card'
import { StatusBadge } from './StatusBadge'

/** The Data Interpretation Guide (docs/product.md#live-data-controls): what each status means and what to do about it. */
export function DataGuide() {
  return (
    <Card as="section" className="shadow-sm" aria-labelledby="data-guide-title">
      <Card.Body>
        <Card.Title as="h2" id="data-guide-title" className="h5">
          Data Interpretation Guide
        </Card.Title>
        <dl className="mb-0">
          <dt>
            <StatusBadge status="active" />
          </dt>
          <dd>
            Enabled, and its occupancy changed at least once in the last hour: the sensor is reporting. More than 10
            changes an hour is a busy lot.
          </dd>
          <dt>
            <StatusBadge status="static" />
          </dt>
          <dd>
            Enabled, but no change in the last hour: likely a broken sensor. Check the sensor on site (power,
            connection, mounting); if it is broken, disable the lot's live data until it is repaired, so apps do not
            show a stale figure. A quiet hour at night can also be static.
          </dd>
          <dt>
            <StatusBadge status="disabled" />
          </dt>
          <dd>
            Live data switched off for the lot: apps show no live occupancy for it. Enable it again once its sensor
            works.
          </dd>
          <dt>Max change %</dt>
          <dd className="mb-0">
            The largest jump in occupancy within the last hour. Above 20% is large; above 50% is extreme and may mean a
            faulty reading.
          </dd>
        </dl>
      </Card.Body>
    </Card>
  )
}
