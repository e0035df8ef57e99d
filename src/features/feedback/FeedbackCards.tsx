import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import type { FeedbackSummary } from '../../api/types'
import { StatCard } from '../../components/StatCard'
import { formatCount, formatExact } from '../../lib/format'

/** SPEC section 2: five figures, each with how many of them came today. */
export function feedbackCards(summary: FeedbackSummary): Array<{ title: string; total: number; today: number }> {
  return [
    { title: 'Total Feedback', total: summary.totalFeedback, today: summary.todayFeedback },
    { title: 'Positive', total: summary.positiveFeedback, today: summary.todayPositive },
    { title: 'Negative', total: summary.negativeFeedback, today: summary.todayNegative },
    { title: 'Comments', total: summary.comments, today: summary.todayComments },
    { title: 'Unique Users', total: summary.uniqueUsers, today: summary.todayUniqueUsers },
  ]
}

export function FeedbackCards({ summary }: { summary: FeedbackSummary }) {
  return (
    <Row xs={2} md={3} xl={5} className="g-2 g-md-3 mb-4" as="ul" aria-label="Feedback figures" style={{ listStyle: 'none', paddingLeft: 0 }}>
      {feedbackCards(summary).map(({ title, total, today }) => (
        <Col key={title} as="li">
          <StatCard
            title={title}
            value={formatCount(total)}
            exactValue={formatExact(total)}
            hint={<span title={`${formatExact(today)} today`}>+{formatCount(today)} today</span>}
          />
        </Col>
      ))}
    </Row>
  )
}
