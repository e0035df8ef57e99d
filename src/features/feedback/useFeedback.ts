import useSWR from 'swr'
import { getFeedbackActivity, getFeedbackSummary } from '@/api/analytics'
import type { FeedbackActivityParams } from '@/api/types'
import { useListState } from '@/components/useListState'
import { LIST_RANGE_PARAMS, type DayRange } from '@/lib/dateRange'
import { pageParams, param, type ListView } from '@/lib/listQuery'
import { FEEDBACK_TYPES } from '@/schema/events'
import { MAX_TEXT_LENGTH } from '@/schema/lists'

/** Feedback data is deduplicated over 30 s (docs/product.md#data-fetching). */
const FEEDBACK_DEDUPE_MS = 30_000

/** The activity list's URL parameters (module-level: the URL state keys on it); its dates are the date range's. */
export const FEEDBACK_LIST_SPEC = {
  feedbackType: param.optional(FEEDBACK_TYPES),
  userId: param.text(MAX_TEXT_LENGTH),
  ...LIST_RANGE_PARAMS,
  ...pageParams(),
}

export type FeedbackView = ListView<typeof FEEDBACK_LIST_SPEC>

/** The activity list's view (filters, page, size), read from and written to the URL. */
export function useFeedbackListState() {
  return useListState(FEEDBACK_LIST_SPEC)
}
export type FeedbackListState = ReturnType<typeof useFeedbackListState>

/** The call's parameters for a view and its range's days; the client leaves the empty filters out. */
export function activityParams(
  { feedbackType, userId, page, limit }: Pick<FeedbackView, 'feedbackType' | 'userId' | 'page' | 'limit'>,
  { startDate, endDate }: DayRange,
): FeedbackActivityParams {
  return { page, limit, feedbackType: feedbackType || undefined, userId, startDate, endDate }
}

/** The feedback summary: counts by type, all time and today. */
export function useFeedbackSummary() {
  return useSWR(['analytics/feedback/summary'], () => getFeedbackSummary(), { dedupingInterval: FEEDBACK_DEDUPE_MS })
}

/** One page of feedback under the view's filters and its range's days; the page shown stays while the next loads. */
export function useFeedbackActivity(view: FeedbackView, days: DayRange) {
  const { feedbackType, userId, page, limit } = view
  const { startDate, endDate } = days
  return useSWR(
    ['analytics/feedback/activity', feedbackType, userId, startDate, endDate, page, limit],
    () => getFeedbackActivity(activityParams({ feedbackType, userId, page, limit }, { startDate, endDate })),
    { dedupingInterval: FEEDBACK_DEDUPE_MS, keepPreviousData: true },
  )
}
