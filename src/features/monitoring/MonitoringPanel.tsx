import type { ReactNode } from 'react'
import Card from 'react-bootstrap/Card'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { errorText } from '@/components/PagedList'

/** What a panel needs of its SWR hook. */
export interface PanelSource<T> {
  data: T | undefined
  error: unknown
  isLoading: boolean
  mutate: () => Promise<unknown>
}

export function panelId(title: string): string {
  return `monitoring-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

/**
 * A card of the monitoring screen over one call: its figures, or its own error with Retry
 * while the other panels keep theirs. A failed refresh over figures already shown keeps
 * them, saying they are the last that arrived.
 */
export function MonitoringPanel<T>({
  title,
  source,
  badge,
  children,
}: {
  title: string
  source: PanelSource<T>
  badge?: ReactNode
  children: (data: T) => ReactNode
}) {
  const { data, error, isLoading, mutate } = source
  const id = panelId(title)
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby={id}>
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="fs-5 mb-0" id={id}>
          {title}
        </h2>
        {badge}
      </Card.Header>
      <Card.Body>
        {error !== undefined && !isLoading && (
          <ErrorBlock
            message={`${title} unavailable: ${errorText(error)}${data !== undefined ? '. Showing the last figures that arrived.' : ''}`}
            onRetry={() => void mutate()}
          />
        )}
        {isLoading && data === undefined && <LoadingSpinner label={`Loading ${title.toLowerCase()}...`} />}
        {data !== undefined && children(data)}
      </Card.Body>
    </Card>
  )
}

export interface Figure {
  term: string
  value: ReactNode
  /** The exact figure, on hover. */
  exact?: string
}

/** A panel's figures as a list of terms and values, two columns from a phone up. */
export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className="row mb-0 gy-1">
      {items.map(({ term, value, exact }) => (
        <div key={term} className="col-12 d-flex flex-wrap justify-content-between gap-2 border-bottom py-1">
          <dt className="fw-normal text-body-secondary text-break">{term}</dt>
          <dd className="mb-0 fw-semibold text-end" title={exact}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
