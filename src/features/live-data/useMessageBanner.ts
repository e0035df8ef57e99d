import { useCallback, useState } from 'react'

/** A message banner hides itself after 5 s (docs/product.md#timings); one with Undo after 10 s (UNDO_MS). */
export const BANNER_MS = 5_000

/** What the message offers to do, such as 'Undo'; run once, and it says itself how it went. */
export interface BannerAction {
  label: string
  run: () => Promise<void>
}

export interface BannerMessage {
  variant: 'success' | 'danger'
  text: string
  action?: BannerAction
  /** A new message restarts its time, even with the same text. */
  id: number
}

let nextId = 1

/** The screen's one message banner: the latest message, until it hides itself (MessageBanner) or is closed. */
export function useMessageBanner() {
  const [message, setMessage] = useState<BannerMessage | null>(null)
  const show = useCallback(
    (variant: BannerMessage['variant'], text: string, action?: BannerAction) =>
      setMessage({ variant, text, action, id: nextId++ }),
    [],
  )
  const close = useCallback(() => setMessage(null), [])
  return { message, show, close }
}

export type ShowMessage = ReturnType<typeof useMessageBanner>['show']
