import type { ReactNode } from 'react'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { formatCount, formatExact } from '@/lib/format'

export interface StatCardProps {
  title: string
  /** As shown: 5.0K, 12.3%, or an ExactCount. */
  value: ReactNode
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
 * A count by the K/M rule and, where that rounds, the exact figure beside it: '1.5K
 * (1,500)'. For counts an operator acts on one unit at a time, where a change of one must
 * show (docs/product.md#number-and-time-formatting).
 */
export function ExactCount({ value }: { value: number }) {
  const shown = formatCount(value)
  const exact = formatExact(value)
  if (exact === shown) return <>{shown}</>
  return (
    <>
      {shown}{' '}
      <span className="fs-6 fw-normal text-body-secondary text-nowrap" data-testid="exact-count">
        ({exact})
      </span>
    </>
  )
}

/** countCard with the exact figure on the card too (ExactCount). */
export function exactCountCard(title: string, value: number, hint?: ReactNode): StatCardProps {
  return { ...countCard(title, value, hint), value: <ExactCount value={value} /> }
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
