import type { FeedbackType } from '../../api/types'

// SPEC section 2: feedback shows an up or down icon, or a comment icon for other types. The
// icon is drawn for the eye; its name is text, for screen readers and on hover.

const THUMB = 'M1 7h3v8H1zM5 7.2 7.9 1.6c.4-.8 1.9-.6 1.9.5L9.4 6h4.1c.9 0 1.6.8 1.4 1.7l-1.2 6.1c-.2.7-.8 1.2-1.5 1.2H5z'
const BUBBLE = 'M2 2h12a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1H7.5L4 14.5v-3H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z'

const ICONS: Record<FeedbackType, { label: string; className: string; path: string; flip?: boolean }> = {
  up: { label: 'Positive', className: 'text-success', path: THUMB },
  down: { label: 'Negative', className: 'text-danger', path: THUMB, flip: true },
  comment: { label: 'Comment', className: 'text-secondary', path: BUBBLE },
}

/** Up, down, or (for a comment or a type the console does not know) the comment icon. */
export function FeedbackIcon({ type }: { type: string | undefined }) {
  const icon = ICONS[type === 'up' || type === 'down' ? type : 'comment']
  return (
    <span className={`d-inline-flex ${icon.className}`} title={icon.label}>
      <svg aria-hidden="true" focusable="false" width="1.25em" height="1.25em" viewBox="0 0 16 16" fill="currentColor">
        <path d={icon.path} transform={icon.flip ? 'matrix(1 0 0 -1 0 16)' : undefined} />
      </svg>
      <span className="visually-hidden">{icon.label}</span>
    </span>
  )
}
