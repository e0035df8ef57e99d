import Card from 'react-bootstrap/Card'
import type { ReactNode } from 'react'

export function StatCard({ title, value, exactValue, hint }: { title: string; value: string; exactValue?: string; hint?: ReactNode }) {
  return (
    <Card className="h-100 shadow-sm">
      <Card.Body>
        <Card.Subtitle as="h2" className="fs-6 text-secondary fw-normal mb-2">
          {title}
        </Card.Subtitle>
        <div className="fs-3 fw-semibold" title={exactValue} data-testid="stat-value">
          {value}
        </div>
        {hint && <div className="small text-secondary mt-1">{hint}</div>}
      </Card.Body>
    </Card>
  )
}
