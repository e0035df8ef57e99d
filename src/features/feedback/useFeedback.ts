import useSWR from 'swr'
import { getFeedbackActivity, getFeedbackSummary } from '@/api/analytics'
import type { FeedbackActivityParams, FeedbackType } from '@/api/types'
import { useListState } from '@/components/useListState'
import { pageParams, param, userAndDateParams, type ListView } from '@/lib/listQuery'

/** Feedback data is deduplicated over 30 s (docs/product.md#data-fetching). */
const FEEDBACK_DEDUPE_MS = 30_000

const FEEDBACK_TYPES: readonly FeedbackType[] = ['up', 'down', 'comment']

/** The activity list's URL parameters (module-level: the URL state keys on it). */
export const FEEDBACK_LIST_SPEC = {
  feedbackType: param.optional(FEEDBACK_TYPES),
  ...userAndDateParams(),
  ...pageParams(),
}

export type FeedbackView = ListView<typeof FEEDBACK_LIST_SPEC>

/** The activity list's view (filters, page, size), read from and written to the URL. */
export function useFeedbackListState() {
  return useListState(FEEDBACK_LIST_SPEC)
}
export type FeedbackListState = ReturnType<typeof useFeedbackListState>

/** The call's parameters for a view; the client leaves the empty filters out. */
export function activityParams({
  feedbackType,
  userId,
  startDate,
  endDate,
  page,
  limit,
}: FeedbackView): FeedbackActivityParams {
  return { page, limit, feedbackType: feedbackType || undefined, userId, startDate, endDate }
}

/** The feedback summary: counts by type, all time and today. */
export function useFeedbackSummary() {
  return useSWR(['analytics/feedback/summary'], () => getFeedbackSummary(), { dedupingInterval: FEEDBACK_DEDUPE_MS })
}

/** One page of feedback under the view's filters; the page shown stays while the next loads. */
export function useFeedbackActivity(view: FeedbackView) {
  const { feedbackType, userId, startDate, endDate, page, limit } = view
  return useSWR(
    ['analytics/feedback/activity', feedbackType, userId, startDate, endDate, page, limit],
    () => getFeedbackActivity(activityParams({ feedbackType, userId, startDate, endDate, page, limit })),
    { dedupingInterval: FEEDBACK_DEDUPE_MS, keepPreviousData: true },
  )
}
