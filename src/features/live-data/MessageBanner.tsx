import CloseButton from 'react-bootstrap/CloseButton'
import ToastContainer from 'react-bootstrap/ToastContainer'
import type { BannerMessage } from './useMessageBanner'

function MessageToast({ message, onClose }: { message: BannerMessage; onClose: () => void }) {
  const { variant } = message
  return (
    <div className={`toast show bg-${variant}-subtle text-${variant}-emphasis border-${variant}-subtle`}>
      <div className="d-flex align-items-start">
        <div className="toast-body text-break flex-grow-1">{message.text}</div>
        <CloseButton className="m-2 flex-shrink-0" aria-label="Close message" onClick={onClose} />
      </div>
    </div>
  )
}

/**
 * The latest action's outcome as a toast fixed at the bottom of the window: always in view,
 * over the page rather than in it, so the table does not move under the pointer, and it
 * never takes focus. Both live regions stay in the page, so a message put into one is
 * announced: a success politely, a failure at once.
 */
export function MessageBanner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  return (
    <ToastContainer position="bottom-center" containerPosition="fixed" className="p-3" style={{ zIndex: 1090 }}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {message?.variant === 'success' && <MessageToast key={message.id} message={message} onClose={onClose} />}
      </div>
      <div role="alert" aria-atomic="true">
        {message?.variant === 'danger' && <MessageToast key={message.id} message={message} onClose={onClose} />}
      </div>
    </ToastContainer>
  )
}
