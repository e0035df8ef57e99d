import type { UserInsightsResponse } from '@/api/types'
import { countCard, StatCardGrid, type StatCardProps } from '@/components/StatCard'
import { formatPercent } from '@/lib/format'

type Kpis = UserInsightsResponse['kpis']

/** The six KPIs (docs/product.md#user-insights), as the backend computes them (mocks/README.md, "User insights"). */
export function userInsightsCards(kpis: Kpis): StatCardProps[] {
  const percent = kpis.conversionRate * 100
  return [
    countCard('Total Users', kpis.totalUsers, 'with any activity'),
    countCard('New Users', kpis.newUsers, 'first active in the last 7 days'),
    countCard('Returning Users', kpis.returningUsers, 'active on 2 or more days'),
    countCard('Active Today', kpis.activeToday),
    {
      title: 'Conversion Rate',
      value: formatPercent(percent),
      // The backend sends four decimals of the fraction: two of the percent are all of it.
      exactValue: `${percent.toFixed(2)}%`,
      hint: 'of users who searched also navigated',
    },
    { title: 'Avg. Searches', value: kpis.avgSearchesPerUser.toFixed(2), hint: 'searches per user' },
  ]
}

export function UserInsightsCards({ kpis }: { kpis: Kpis }) {
  return <StatCardGrid label="User figures" cards={userInsightsCards(kpis)} />
}
