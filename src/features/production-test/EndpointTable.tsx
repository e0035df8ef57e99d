import Spinner from 'react-bootstrap/Spinner'
import Table from 'react-bootstrap/Table'
import type { ProbeResult } from '@/api/probe'
import { GradeBadge, GradedValue } from '@/components/GradeBadge'
import { ScrollBox } from '@/components/ScrollBox'
import { Words } from '@/components/Words'
import { responseTimeGrade } from '@/lib/thresholds'
import { ENDPOINT_CHECKS, verdict } from './checks'

export const RUNNING_TEXT = 'Running…'
/** A row whose GET has not started: the checks run one at a time. */
const WAITING_TEXT = 'Waiting…'
/** Below this the table scrolls sideways in its box; a path's words never break (components/Words.tsx). */
const TABLE_MIN_WIDTH = '40rem'

/** One row per endpoint: 'Waiting…', 'Running…' while its GET runs, then its time, result and verdict. */
export function EndpointTable({
  results,
  current,
}: {
  results: Record<string, ProbeResult | undefined>
  /** The path whose GET runs now. */
  current: string | null
}) {
  return (
    <ScrollBox label="Endpoint checks" className="mb-3">
      <Table size="sm" className="align-middle mb-0" aria-label="Endpoint checks" style={{ minWidth: TABLE_MIN_WIDTH }}>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">Time</th>
            <th scope="col">Result</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {ENDPOINT_CHECKS.map((check) => {
            const result = results[check.path]
            const header = (
              <th scope="row" className="fw-normal">
                <code>
                  <Words text={`GET ${check.path}`} />
                </code>
                <div className="small text-body-secondary">{check.label}</div>
              </th>
            )
            if (!result) {
              const running = check.path === current
              return (
                <tr key={check.path} aria-busy="true">
                  {header}
                  <td colSpan={3}>
                    <span className="d-inline-flex align-items-center gap-2 text-body-secondary">
                      {running && <Spinner animation="border" size="sm" aria-hidden="true" />}
                      {running ? RUNNING_TEXT : WAITING_TEXT}
                    </span>
                  </td>
                </tr>
              )
            }
            const { grade, detail, note } = verdict(check, result)
            const ms = Math.round(result.ms)
            return (
              <tr key={check.path}>
                {header}
                <td className="text-nowrap">
                  <GradedValue value={`${ms} ms`} grade={responseTimeGrade(ms)} />
                </td>
                <td>
                  <span>
                    <Words text={detail} />
                  </span>
                  {note && <div className="small text-body-secondary">{note}</div>}
                </td>
                <td>
                  <GradeBadge grade={grade} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </ScrollBox>
  )
}
