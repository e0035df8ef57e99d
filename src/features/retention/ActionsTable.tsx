import Card from 'react-bootstrap/Card'
import Table from 'react-bootstrap/Table'
import type { RetentionResponse } from '@/api/types'
import { formatCount, formatExact } from '@/lib/format'

function Count({ value }: { value: number }) {
  return (
    <td className="text-end" title={formatExact(value)}>
      {formatCount(value)}
    </td>
  )
}

/** Searches and navigations, all time and today. */
export function ActionsTable({ actions }: { actions: RetentionResponse['actions'] }) {
  const rows = [
    { label: 'Searches', counts: actions.searches },
    { label: 'Navigations', counts: actions.navigations },
  ]
  return (
    <Card className="shadow-sm" as="section" aria-labelledby="retention-actions-heading">
      <Card.Header as="h2" className="fs-5" id="retention-actions-heading">
        Actions
      </Card.Header>
      <Card.Body>
        <Table size="sm" className="mb-0">
          <caption className="caption-top pt-0">Searches and navigations</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col" className="text-end">
                All time
              </th>
              <th scope="col" className="text-end">
                Today
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ label, counts }) => (
              <tr key={label}>
                <th scope="row" className="fw-normal">
                  {label}
                </th>
                <Count value={counts.total} />
                <Count value={counts.today} />
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  )
}
