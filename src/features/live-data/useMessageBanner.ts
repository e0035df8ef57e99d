import { useCallback, useEffect, useState } from 'react'

/** A message banner hides itself after 5 s (docs/product.md#timings). */
export const BANNER_MS = 5_000

export interface BannerMessage {
  variant: 'success' | 'danger'
  text: string
  /** A new message restarts the 5 s, even with the same text. */
  id: number
}

let nextId = 1

/** The screen's one message banner: the latest message, gone after 5 s or when closed. */
export function useMessageBanner() {
  const [message, setMessage] = useState<BannerMessage | null>(null)
  const show = useCallback(
    (variant: BannerMessage['variant'], text: string) => setMessage({ variant, text, id: nextId++ }),
    [],
  )
  const close = useCallback(() => setMessage(null), [])
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage((current) => (current?.id === message.id ? null : current)), BANNER_MS)
    return () => clearTimeout(timer)
  }, [message])
  return { message, show, close }
}

export type ShowMessage = ReturnType<typeof useMessageBanner>['show']
