import type { DashboardResponse } from '@/api/types'
import { countCard, StatCardGrid, type StatCardProps } from '@/components/StatCard'
import { formatCount, formatPercent, formatPerUser } from '@/lib/format'

export function dashboardCards(data: DashboardResponse): StatCardProps[] {
  const { overview, lifecycle, search, navigation, share, deeplink } = data
  return [
    countCard('New Users Today', lifecycle.newUsersToday, 'first launch today'),
    countCard('Active Users Today', overview.todayUniqueUsers),
    countCard('Total Users', overview.totalUniqueUsers),
    countCard('Events Today', overview.todayEvents, `of ${formatCount(overview.totalEvents)} in all`),
    countCard('Total Searches', search.totalEvents, `${formatCount(search.todayEvents)} today`),
    countCard('Navigations', navigation.totalEvents, `${formatCount(navigation.todayEvents)} today`),
    countCard('Shares', share.totalEvents, `${formatCount(share.todayEvents)} today`),
    countCard(
      'Deeplink Clicks',
      deeplink.eventTypeBreakdown.DEEPLINK_CLICKED,
      `${formatCount(deeplink.todayEventTypeBreakdown.DEEPLINK_CLICKED)} today`,
    ),
    {
      title: 'Share Rate per User',
      value: formatPerUser(share.totalEvents, overview.totalUniqueUsers),
      hint: 'shares per user',
    },
    {
      title: 'App Conversion Rate',
      value: formatPercent(deeplink.appConversionRate),
      hint: 'deeplink clicks opened in the app',
    },
  ]
}

export function DashboardCards({ data }: { data: DashboardResponse }) {
  return <StatCardGrid label="Key figures" cards={dashboardCards(data)} />
}
