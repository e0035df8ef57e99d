// A feedback type as an icon and a word (docs/product.md#activity-feed: an up or down icon,
// a comment icon for other types). The shape and the word tell the types apart, never the
// colour alone; to assistive technology it is one image named by the word.

const THUMB =
  'M1 7h3v8H1zM5 7.2 7.9 1.6c.4-.8 1.9-.6 1.9.5L9.4 6h4.1c.9 0 1.6.8 1.4 1.7l-1.2 6.1c-.2.7-.8 1.2-1.5 1.2H5z'
const BUBBLE = 'M2 2h12a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1H7.5L4 14.5v-3H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z'

const ICONS: Record<string, { label: string; className: string; path: string; flip?: boolean }> = {
  up: { label: 'Positive', className: 'text-success', path: THUMB },
  down: { label: 'Negative', className: 'text-danger', path: THUMB, flip: true },
  comment: { label: 'Comment', className: 'text-body-secondary', path: BUBBLE },
}

function knownIcon(type: string | null | undefined) {
  return typeof type === 'string' && Object.hasOwn(ICONS, type) ? ICONS[type]! : undefined
}

/** A feedback type in the screen's word ('Positive' for up), as a CSV writes it too; another type by its own name. */
export function feedbackTypeWord(type: string | null | undefined): string {
  return knownIcon(type)?.label ?? (type?.trim() || 'Unknown')
}

/** A type the console does not know (from a real backend; even 'toString') gets the comment icon and its own name. */
export function FeedbackTypeIcon({ type }: { type: string | null | undefined }) {
  const icon = { ...(knownIcon(type) ?? ICONS.comment!), label: feedbackTypeWord(type) }
  return (
    <span
      role="img"
      aria-label={icon.label}
      title={icon.label}
      className="d-inline-flex align-items-center gap-1 text-break"
    >
      <svg
        viewBox="0 0 16 16"
        width="1.1em"
        height="1.1em"
        className={`flex-shrink-0 ${icon.className}`}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={icon.path} transform={icon.flip ? 'matrix(1 0 0 -1 0 16)' : undefined} />
      </svg>
      <span className="small">{icon.label}</span>
    </span>
  )
}
