import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import type { DashboardResponse } from '../../api/types'
import { StatCard } from '../../components/StatCard'
import { formatCount, formatExact, formatPercent, formatPerUser } from '../../lib/format'

interface CardSpec {
  title: string
  value: string
  exactValue?: string
  hint?: string
}

function countCard(title: string, value: number, hint?: string): CardSpec {
  return { title, value: formatCount(value), exactValue: formatExact(value), hint }
}

export function dashboardCards(data: DashboardResponse): CardSpec[] {
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
    { title: 'App Conversion Rate', value: formatPercent(deeplink.appConversionRate), hint: 'deeplink clicks opened in the app' },
  ]
}

export function DashboardCards({ data }: { data: DashboardResponse }) {
  return (
    <Row xs={2} md={3} xl={5} className="g-2 g-md-3 mb-4" as="ul" aria-label="Key figures" style={{ listStyle: 'none', paddingLeft: 0 }}>
      {dashboardCards(data).map((card) => (
        <Col key={card.title} as="li">
          <StatCard {...card} />
        </Col>
      ))}
    </Row>
  )
}
