import Table from 'react-bootstrap/Table'
import { EVENT_PAGE_SIZE } from '@/api/analytics'
import type { ApiSuccessEvent, ApiSuccessEventsResponse } from '@/api/types'
import { GradeBadge, GradedValue } from '@/components/GradeBadge'
import { WithPagers } from '@/components/Pagination'
import { RelativeTime } from '@/components/RelativeTime'
import { ScrollBox } from '@/components/ScrollBox'
import { Words } from '@/components/Words'
import { formatExact } from '@/lib/format'
import { responseTimeGrade, type Grade } from '@/lib/thresholds'
import { formatMs } from './monitoringFormat'

/** The recent-calls table shows 10 per page (docs/product.md#page-sizes). */
export const ROWS_PER_VIEW = 10
const VIEWS_PER_API_PAGE = EVENT_PAGE_SIZE / ROWS_PER_VIEW

/** The API page (50 calls) that holds a 10-row view: views 1-5 are in page 1, 6-10 in page 2. */
export function apiPageOf(view: number): number {
  return Math.floor((view - 1) / VIEWS_PER_API_PAGE) + 1
}

const SUCCESS: Grade = { variant: 'success', word: 'Success' }
const FAILED: Grade = { variant: 'danger', word: 'Failed' }

function CallRow({ call }: { call: ApiSuccessEvent }) {
  return (
    <tr>
      <td>
        <RelativeTime timestamp={call.timestamp} />
      </td>
      <td>
        <code>
          <Words text={call.endpoint} />
        </code>
      </td>
      <td>
        <GradeBadge grade={call.success ? SUCCESS : FAILED} />
      </td>
      <td className="text-end text-nowrap">
        <GradedValue value={formatMs(call.responseTime)} grade={responseTimeGrade(call.responseTime)} />
      </td>
      <td className="text-end">{call.statusCode}</td>
    </tr>
  )
}

/**
 * Ten calls of the API page that holds them (the page's SWR answer is shared by its five
 * views), and the console's pager over the 10-row views, above and below, the bottom one
 * saying 'Showing X to Y of Z results': Next stops at the view holding the last call (the
 * page*50 >= total rule of docs/product.md#filters-and-lists, per view).
 */
export function RecentApiCalls({
  view,
  answer,
  onViewChange,
}: {
  view: number
  answer: ApiSuccessEventsResponse
  onViewChange: (view: number) => void
}) {
  const total = answer.meta.total
  const offset = ((view - 1) % VIEWS_PER_API_PAGE) * ROWS_PER_VIEW
  const rows = answer.data.slice(offset, offset + ROWS_PER_VIEW)
  const first = (view - 1) * ROWS_PER_VIEW + 1
  const last = Math.min(view * ROWS_PER_VIEW, total)
  if (total === 0) return <p className="text-body-secondary mb-0">No API calls recorded yet.</p>
  const pages = Math.ceil(total / ROWS_PER_VIEW)
  const summary = (
    <span aria-live="polite">
      {rows.length > 0
        ? `Showing ${formatExact(first)} to ${formatExact(last)} of ${formatExact(total)} results`
        : `No calls on this page of ${formatExact(total)} results`}
    </span>
  )
  return (
    <>
      <WithPagers
        page={view}
        pages={pages}
        total={total}
        itemLabel="API calls"
        onPageChange={onViewChange}
        summary={summary}
      >
        <ScrollBox label="Recent API calls">
          <Table size="sm" hover className="mb-2 align-middle">
            <caption className="visually-hidden">Recent API calls</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Endpoint</th>
                <th scope="col">Result</th>
                <th scope="col" className="text-end text-nowrap">
                  Response time
                </th>
                <th scope="col" className="text-end">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((call) => (
                <CallRow key={call._id} call={call} />
              ))}
            </tbody>
          </Table>
        </ScrollBox>
      </WithPagers>
      {/* A single page has no pagers; the count still shows. */}
      {pages <= 1 && <p className="small text-body-secondary mb-0">{summary}</p>}
    </>
  )
}
