import type { ReactNode } from 'react'

interface MessageActionButtonProps {
  variant: 'success' | 'danger' | 'warning'
  /** Its call is under way: it stays focusable (aria-disabled, not disabled) and does nothing. */
  busy: boolean
  onClick: () => void
  children: ReactNode
}

/**
 * A button inside a tinted message (a toast, an alert), such as 'Undo': the message's own
 * dark text on the page's background, as an outline button's colour on the tint would be
 * too faint to read. While busy the focus stays on it, so it is not lost to the page.
 */
export function MessageActionButton({ variant, busy, onClick, children }: MessageActionButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-sm bg-body text-${variant}-emphasis border-${variant} flex-shrink-0`}
      aria-disabled={busy}
      onClick={busy ? undefined : onClick}
    >
      {children}
    </button>
  )
}
