import Button from 'react-bootstrap/Button'
import type { EventCounts, EventSource } from '@/api/types'
import { formatCount, formatExact } from '@/lib/format'
import { EVENT_SOURCES } from '@/schema/events'
import { SOURCE_LABELS } from './eventSources'

interface EventCountsBarProps {
  counts: EventCounts
  /** The source filter applied, '' for none. */
  applied: EventSource | ''
  onApply: (source: EventSource | '') => void
  /** The counts are the previous answer's while the next one loads. */
  stale: boolean
}

/**
 * The counts per source as a row of toggle buttons: a source's button applies it as the
 * filter (pressing it again clears it), 'Total' clears it. The counts follow the user and
 * date filters, never the source, so every button keeps its figure whichever is applied.
 */
export function EventCountsBar({ counts, applied, onApply, stale }: EventCountsBarProps) {
  const figures: Array<{ source: EventSource | ''; label: string; count: number }> = [
    { source: '', label: 'Total', count: counts.total },
    ...EVENT_SOURCES.map((source) => ({ source, label: SOURCE_LABELS[source], count: counts[source] })),
  ]
  return (
    <div
      role="group"
      aria-label="Events by source"
      aria-busy={stale}
      className={`d-grid gap-2 mb-3 ${stale ? 'opacity-75' : ''}`}
      // As many 6.5 rem columns as fit: one row on a desktop, three columns on a phone.
      style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))' }}
    >
      {figures.map(({ source, label, count }) => {
        const pressed = source === applied
        const next = pressed ? '' : source
        return (
          <Button
            key={source || 'total'}
            variant={pressed ? 'primary' : 'outline-secondary'}
            aria-pressed={pressed}
            title={`${formatExact(count)} ${source === '' ? 'events in all' : `${label.toLowerCase()} events`}`}
            className="d-flex flex-column align-items-start text-start text-break py-1"
            onClick={() => {
              if (next !== applied) onApply(next)
            }}
          >
            <span className="small">{label}</span>{' '}
            <span className="fs-5 fw-semibold lh-sm" aria-hidden="true">
              {formatCount(count)}
            </span>
            <span className="visually-hidden">{formatExact(count)}</span>
          </Button>
        )
      })}
    </div>
  )
}
