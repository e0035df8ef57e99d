import Badge from 'react-bootstrap/Badge'
import type { LiveStatus } from './listParams'

export const STATUS_LABELS: Record<LiveStatus, string> = { active: 'Active', static: 'Static', disabled: 'Disabled' }
const STATUS_VARIANTS: Record<LiveStatus, string> = { active: 'success', static: 'warning', disabled: 'secondary' }

/** A lot's live-data status as a word (the *-emphasis text on *-subtle reaches 4.5:1). */
export function StatusBadge({ status }: { status: LiveStatus }) {
  const variant = STATUS_VARIANTS[status]
  return (
    <Badge pill bg={`${variant}-subtle`} text={`${variant}-emphasis`} className={`border border-${variant}-subtle`}>
      {STATUS_LABELS[status]}
    </Badge>
  )
}
