import type { ReactNode } from 'react'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { formatCount, formatExact } from '@/lib/format'

export interface StatCardProps {
  title: string
  /** As shown: 5.0K, 12.3%. */
  value: string
  /** The exact figure, on hover. */
  exactValue?: string
  hint?: ReactNode
}

export function StatCard({ title, value, exactValue, hint }: StatCardProps) {
  return (
    <Card className="h-100 shadow-sm">
      <Card.Body>
        <Card.Subtitle as="h2" className="fs-6 text-body-secondary fw-normal mb-2">
          {title}
        </Card.Subtitle>
        <div className="fs-3 fw-semibold" title={exactValue} data-testid="stat-value">
          {value}
        </div>
        {hint && <div className="small text-body-secondary mt-1">{hint}</div>}
      </Card.Body>
    </Card>
  )
}

/** A count as docs/product.md#number-and-time-formatting shows it (5.0K), with the exact figure on hover. */
export function countCard(title: string, value: number, hint?: ReactNode): StatCardProps {
  return { title, value: formatCount(value), exactValue: formatExact(value), hint }
}

/**
 * A screen's key figures: a list of cards, two a row on a phone, up to three on a tablet;
 * on a desktop all in one row when there are six or fewer, else five a row.
 */
export function StatCardGrid({ label, cards }: { label: string; cards: StatCardProps[] }) {
  const perRow = cards.length <= 6 ? cards.length : 5
  return (
    <Row
      xs={Math.min(2, perRow)}
      md={Math.min(3, perRow)}
      xl={perRow}
      className="g-2 g-md-3 mb-4"
      as="ul"
      aria-label={label}
      style={{ listStyle: 'none', paddingLeft: 0 }}
    >
      {cards.map((card) => (
        <Col key={card.title} as="li">
          <StatCard {...card} />
        </Col>
      ))}
    </Row>
  )
}
