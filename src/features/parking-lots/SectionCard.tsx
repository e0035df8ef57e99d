import type { ReactNode } from 'react'
import Card from 'react-bootstrap/Card'

/** One titled part of the detail page, a region named by its heading. `flush` children (a list group) fill it edge to edge. */
export function SectionCard({
  id,
  title,
  flush = false,
  children,
}: {
  id: string
  title: string
  flush?: boolean
  children: ReactNode
}) {
  return (
    <Card as="section" aria-labelledby={id} className="h-100">
      <Card.Header as="h2" id={id} className="h6 mb-0">
        {title}
      </Card.Header>
      {flush ? children : <Card.Body>{children}</Card.Body>}
    </Card>
  )
}
