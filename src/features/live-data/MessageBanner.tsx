import { useLayoutEffect, useRef, useState, type Ref } from 'react'
import CloseButton from 'react-bootstrap/CloseButton'
import ToastContainer from 'react-bootstrap/ToastContainer'
import { MessageActionButton } from '@/components/MessageActionButton'
import { UNDO_MS, useExpiry } from '@/components/useExpiry'
import { BANNER_MS, type BannerMessage } from './useMessageBanner'

interface MessageToastProps {
  message: BannerMessage
  onClose: () => void
  /** Its action was pressed: the message that follows it gets the focus. */
  onAction: () => void
  closeRef: Ref<HTMLButtonElement>
}

function MessageToast({ message, onClose, onAction, closeRef }: MessageToastProps) {
  const { variant, action } = message
  const [running, setRunning] = useState(false)
  const run = async () => {
    if (!action) return
    setRunning(true)
    onAction()
    await action.run()
  }
  return (
    <div className={`toast show bg-${variant}-subtle text-${variant}-emphasis border-${variant}-subtle`}>
      <div className="d-flex align-items-start">
        <div className="toast-body text-break flex-grow-1">{message.text}</div>
        {action && (
          <div className="my-2">
            <MessageActionButton variant={variant} busy={running} onClick={() => void run()}>
              {running ? `${action.label}...` : action.label}
            </MessageActionButton>
          </div>
        )}
        <CloseButton ref={closeRef} className="m-2 flex-shrink-0" aria-label="Close message" onClick={onClose} />
      </div>
    </div>
  )
}

/**
 * The latest action's outcome as a toast fixed at the bottom of the window: always in view,
 * over the page rather than in it, so the table does not move under the pointer, and it
 * never takes focus. Both live regions stay in the page, so a message put into one is
 * announced: a success politely, a failure at once. It hides itself after 5 s, or 10 s when
 * it offers Undo; the time stands still while the focus or the pointer is on it. Once its
 * Undo is pressed, the message saying how it went takes the focus, so it is not lost.
 */
export function MessageBanner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  const { holdProps } = useExpiry(message?.id ?? null, message?.action ? UNDO_MS : BANNER_MS, onClose)
  const closeButton = useRef<HTMLButtonElement>(null)
  const acted = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (acted.current === null || message?.id === acted.current) return
    acted.current = null
    closeButton.current?.focus()
  }, [message])

  const toast = (variant: BannerMessage['variant']) =>
    message?.variant === variant && (
      <MessageToast
        key={message.id}
        message={message}
        onClose={onClose}
        onAction={() => (acted.current = message.id)}
        closeRef={closeButton}
      />
    )
  return (
    <ToastContainer
      position="bottom-center"
      containerPosition="fixed"
      className="p-3"
      style={{ zIndex: 1090 }}
      {...holdProps}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast('success')}
      </div>
      <div role="alert" aria-atomic="true">
        {toast('danger')}
      </div>
    </ToastContainer>
  )
}
