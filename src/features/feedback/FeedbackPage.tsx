import { getFeedbackActivity } from '@/api/analytics'
import type { FeedbackSummary } from '@/api/types'
import { DateRangeControl } from '@/components/DateRangeControl'
import { ErrorBlock } from '@/components/ErrorBlock'
import { userAndRangeFilters, type DateRange } from '@/components/FilterBar'
import { FilteredList } from '@/components/FilteredList'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { errorText } from '@/components/PagedList'
import { chosenRange, rangeDays, today } from '@/lib/dateRange'
import { formatCount, formatExact } from '@/lib/format'
import { FeedbackCards } from './FeedbackCards'
import { FEEDBACK_COLUMNS, FEEDBACK_TYPE_OPTIONS } from './feedbackColumns'
import {
  FEEDBACK_LIST_SPEC,
  activityParams,
  useFeedbackActivity,
  useFeedbackListState,
  useFeedbackSummary,
  type FeedbackListState,
} from './useFeedback'

const LOADING_LABEL = 'Loading feedback analytics...'
const ID_PREFIX = 'feedback'

/** This screen's Retry reloads the page rather than asking again (docs/product.md#feedback-analytics). */
const reloadPage = () => window.location.reload()

function TotalFigure({ summary }: { summary: FeedbackSummary }) {
  return (
    <p className="text-body-secondary mb-0">
      Total feedback:{' '}
      <strong className="text-body" title={formatExact(summary.totalFeedback)}>
        {formatCount(summary.totalFeedback)}
      </strong>
    </p>
  )
}

/** The filters, Export CSV and the activity table, each part of the view in the URL. */
function FeedbackActivity({
  list,
  days,
  activity,
}: {
  list: FeedbackListState
  days: DateRange
  activity: ReturnType<typeof useFeedbackActivity>
}) {
  const { view, update } = list
  const filtered = view.feedbackType !== '' || view.userId !== '' || days.startDate !== '' || days.endDate !== ''

  return (
    <section aria-labelledby="feedback-activity-heading">
      <h2 id="feedback-activity-heading" className="h5 mb-3">
        Feedback activity
      </h2>
      <FilteredList
        list={list}
        filters={{
          idPrefix: ID_PREFIX,
          type: {
            label: 'Feedback type',
            allLabel: 'All Types',
            options: FEEDBACK_TYPE_OPTIONS,
            value: view.feedbackType,
            onChange: (type) => update({ feedbackType: FEEDBACK_LIST_SPEC.feedbackType.read(type) ?? '' }),
          },
          ...userAndRangeFilters(list, days),
        }}
        filtered={filtered}
        data={activity.data}
        error={activity.error}
        isLoading={activity.isLoading}
        onRetry={reloadPage}
        fetchPage={(page, limit) => getFeedbackActivity(activityParams({ ...view, page, limit }, days))}
        rows={(answer) => answer.feedback}
        exportName="feedback"
        table={{ label: 'Feedback activity', columns: FEEDBACK_COLUMNS, rowKey: (item) => item._id }}
        loadingLabel={LOADING_LABEL}
        emptyText="No feedback yet"
        filteredEmptyText="No feedback matches these filters"
        itemLabel="feedback items"
      />
    </section>
  )
}

export default function FeedbackPage() {
  const summary = useFeedbackSummary()
  const list = useFeedbackListState()
  const days = rangeDays(list.view, today())
  // Both calls go out at once; the screen shows one loading text until the summary is in.
  const activity = useFeedbackActivity(list.view, days)
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="d-flex flex-wrap align-items-baseline column-gap-3">
          <h1 className="h3 mb-0">Feedback Analytics</h1>
          {summary.data && <TotalFigure summary={summary.data} />}
        </div>
        <DateRangeControl
          value={chosenRange(list.view)}
          days={days}
          onChange={list.update}
          startFieldId={`${ID_PREFIX}-startDate`}
        />
      </div>
      {summary.error && !summary.isLoading && <ErrorBlock message={errorText(summary.error)} onRetry={reloadPage} />}
      {summary.isLoading ? (
        <LoadingSpinner label={LOADING_LABEL} />
      ) : (
        <>
          {summary.data && <FeedbackCards summary={summary.data} />}
          <FeedbackActivity list={list} days={days} activity={activity} />
        </>
      )}
    </section>
  )
}
