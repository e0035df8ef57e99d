import { GradeBadge } from '@/components/GradeBadge'
import type { Variant } from '@/lib/thresholds'
import type { LiveStatus } from './listParams'

export const STATUS_LABELS: Record<LiveStatus, string> = { active: 'Active', static: 'Static', disabled: 'Disabled' }
const STATUS_VARIANTS: Record<LiveStatus, Variant> = { active: 'success', static: 'warning', disabled: 'secondary' }

/** A lot's live-data status as a word on its colour. */
export function StatusBadge({ status }: { status: LiveStatus }) {
  return <GradeBadge grade={{ variant: STATUS_VARIANTS[status], word: STATUS_LABELS[status] }} />
}
