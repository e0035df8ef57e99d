import type { FeedbackItem, FeedbackSummary, FeedbackType } from '@/api/types'
import type { EventLog } from '@mocks/db/indexes'
import { EVENT_TYPES, newestFirst, select, selectionSize, type EventFilter } from '@mocks/db/indexes'
import { startOfDay } from '@mocks/db/time'
import { SECTIONS, allTimeTallies, noUsers } from './tally'

// GET /api/analytics/feedback/summary and /api/analytics/feedback/activity.

type FeedbackCounts = Record<FeedbackType, number>

export function computeFeedbackSummary(events: EventLog, now: number): FeedbackSummary {
  const all = allTimeTallies(events).sections.feedback
  const today = SECTIONS.feedback(events, new Date(startOfDay(now)).toISOString(), noUsers(events))
  return {
    totalFeedback: all.events,
    positiveFeedback: all.breakdown.up,
    negativeFeedback: all.breakdown.down,
    comments: all.breakdown.comment,
    todayFeedback: today.events,
    todayPositive: today.breakdown.up,
    todayNegative: today.breakdown.down,
    todayComments: today.breakdown.comment,
    uniqueUsers: all.users,
    todayUniqueUsers: today.users,
  }
}

export interface FeedbackQuery extends Omit<EventFilter, 'type'> {
  feedbackType?: FeedbackType
  skip: number
  limit: number
}

/**
 * One page of feedback, newest first, with the counts per type under the user and date
 * filters. The counts ignore the type filter, so each type's figure stays visible while
 * one type is listed.
 */
export function feedbackActivity(
  events: EventLog,
  query: FeedbackQuery,
): { feedback: FeedbackItem[]; counts: FeedbackCounts & { total: number }; total: number } {
  const { feedbackType, skip, limit, ...filter } = query
  const counts = Object.fromEntries(
    EVENT_TYPES.feedback.map((type) => [type, selectionSize(select(events, 'feedback', { ...filter, type }))]),
  ) as FeedbackCounts
  const selection = select(events, 'feedback', { ...filter, type: feedbackType })
  return {
    feedback: newestFirst(events.feedback, selection, skip, limit),
    counts: { ...counts, total: counts.up + counts.down + counts.comment },
    total: selectionSize(selection),
  }
}
