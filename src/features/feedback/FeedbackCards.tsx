import type { FeedbackSummary } from '@/api/types'
import { countCard, StatCardGrid, type StatCardProps } from '@/components/StatCard'
import { formatCount, formatExact } from '@/lib/format'

/** Five figures, each with how many of them came today (docs/product.md#feedback-analytics). */
export function feedbackCards(summary: FeedbackSummary): StatCardProps[] {
  const card = (title: string, total: number, today: number) =>
    countCard(title, total, <span title={`${formatExact(today)} today`}>+{formatCount(today)} today</span>)
  return [
    card('Total Feedback', summary.totalFeedback, summary.todayFeedback),
    card('Positive', summary.positiveFeedback, summary.todayPositive),
    card('Negative', summary.negativeFeedback, summary.todayNegative),
    card('Comments', summary.comments, summary.todayComments),
    card('Unique Users', summary.uniqueUsers, summary.todayUniqueUsers),
  ]
}

export function FeedbackCards({ summary }: { summary: FeedbackSummary }) {
  return <StatCardGrid label="Feedback figures" cards={feedbackCards(summary)} />
}
