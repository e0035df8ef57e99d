import Badge from 'react-bootstrap/Badge'
import Form from 'react-bootstrap/Form'
import Table from 'react-bootstrap/Table'
import type { Cohort, CohortStatus } from '@/api/types'
import { formatCount, formatExact, formatPercent } from '@/lib/format'
import { ScrollBox } from '@/components/ScrollBox'
import {
  COHORT_POINTS,
  isPointReached,
  retentionPercent,
  SHADE_STEPS,
  shadeStep,
  shadeStyle,
  type CohortPoint,
} from './heatmap'

const STATUS_BADGES: Record<CohortStatus, { bg: string; text?: 'dark' }> = {
  new: { bg: 'info', text: 'dark' },
  growing: { bg: 'success' },
  stable: { bg: 'primary' },
  declining: { bg: 'danger' },
}

/** The cohort statuses in words (docs/product.md#cohort-analytics); anything else (from a real backend) is a grey 'unknown'. */
export function CohortStatusBadge({ status }: { status: string }) {
  if (!Object.hasOwn(STATUS_BADGES, status)) {
    return (
      <Badge bg="secondary" title={`Status sent: ${status}`}>
        unknown
      </Badge>
    )
  }
  const { bg, text } = STATUS_BADGES[status as CohortStatus]
  return (
    <Badge bg={bg} text={text}>
      {status}
    </Badge>
  )
}

function RetentionCell({ cohort, point }: { cohort: Cohort; point: CohortPoint }) {
  if (!isPointReached(cohort.daysSinceCohort, point.days)) {
    return (
      <td className="text-end">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">not reached yet</span>
      </td>
    )
  }
  const percent = retentionPercent(cohort.retention[point.key])
  return (
    <td className="text-end" style={shadeStyle(shadeStep(percent))}>
      {formatPercent(percent)}
    </td>
  )
}

/** The shades and what they mean, on screen above the table. */
export function HeatmapLegend() {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small mb-2">
      <span id="cohort-legend-label">Retention shading:</span>
      <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-labelledby="cohort-legend-label">
        {SHADE_STEPS.map((step, index) => (
          <li key={step.label} className="px-2 py-1 rounded border" style={shadeStyle(index)}>
            {step.label}
          </li>
        ))}
      </ul>
      <span>
        <span aria-hidden="true">—</span> not reached yet
      </span>
    </div>
  )
}

interface CohortTableProps {
  cohorts: Cohort[]
  shown: ReadonlySet<string>
  onShowChange: (cohortWeek: string, show: boolean) => void
}

/** Cohorts newest first, as the server sends them, each with a checkbox that draws it in the chart. */
export function CohortTable({ cohorts, shown, onShowChange }: CohortTableProps) {
  return (
    <ScrollBox label="Cohorts by week">
      <Table className="align-middle text-nowrap mb-0" aria-label="Cohorts by week">
        <thead>
          <tr>
            <th scope="col">Chart</th>
            <th scope="col">Week</th>
            <th scope="col" className="text-end">
              Users
            </th>
            {COHORT_POINTS.map((point) => (
              <th key={point.key} scope="col" className="text-end">
                Day {point.days}
              </th>
            ))}
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Days since cohort
            </th>
          </tr>
        </thead>
        <tbody>
          {cohorts.map((cohort) => (
            <tr key={cohort.cohortWeek}>
              <td>
                <Form.Check
                  type="checkbox"
                  id={`cohort-show-${cohort.cohortWeek}`}
                  aria-label={`Show ${cohort.cohortWeek} in the chart`}
                  checked={shown.has(cohort.cohortWeek)}
                  onChange={(event) => onShowChange(cohort.cohortWeek, event.currentTarget.checked)}
                />
              </td>
              <th scope="row" className="fw-normal">
                {cohort.cohortWeek}
              </th>
              <td className="text-end" title={formatExact(cohort.totalUsers)}>
                {formatCount(cohort.totalUsers)}
              </td>
              {COHORT_POINTS.map((point) => (
                <RetentionCell key={point.key} cohort={cohort} point={point} />
              ))}
              <td>
                <CohortStatusBadge status={cohort.status} />
              </td>
              <td className="text-end">{formatExact(cohort.daysSinceCohort)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollBox>
  )
}
