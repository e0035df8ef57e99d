import type { CohortsResponse } from '@/api/types'
import { countCard, StatCardGrid, type StatCardProps } from '@/components/StatCard'
import { formatPercent } from '@/lib/format'
import { retentionPercent } from './heatmap'

/** An average retention (a fraction) as a card, in percent with one decimal. */
function percentCard(title: string, fraction: number, hint: string): StatCardProps {
  return { title, value: formatPercent(retentionPercent(fraction)), hint }
}

export function summaryCards({ summary }: CohortsResponse): StatCardProps[] {
  return [
    countCard('Total Cohorts', summary.totalCohorts, 'one per week of first use'),
    percentCard('Avg Day 1 Retention', summary.averageDay1Retention, 'cohorts measured at day 1'),
    percentCard('Avg Day 7 Retention', summary.averageDay7Retention, 'cohorts measured at day 7'),
    countCard('Total Users', summary.totalUsers, 'in all cohorts'),
  ]
}

/** Each cohort against the one a week older, by day-7 retention: the words carry the meaning. */
export function trendCards({ trends }: CohortsResponse): StatCardProps[] {
  const hint = (symbol: string, text: string) => (
    <>
      <span aria-hidden="true">{symbol} </span>
      {text}
    </>
  )
  return [
    countCard('Improving', trends.improving, hint('▲', 'day-7 retention up on the week before')),
    countCard('Stable', trends.stable, hint('●', 'level with the week before')),
    countCard('Declining', trends.declining, hint('▼', 'day-7 retention down on the week before')),
  ]
}

export function CohortCards({ data }: { data: CohortsResponse }) {
  return (
    <>
      <StatCardGrid label="Cohort summary" cards={summaryCards(data)} />
      <h2 className="h5 mb-2">Trends</h2>
      <StatCardGrid label="Trends" cards={trendCards(data)} />
    </>
  )
}
