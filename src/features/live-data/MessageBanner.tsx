import Alert from 'react-bootstrap/Alert'
import type { BannerMessage } from './useMessageBanner'

/** The latest action's outcome: a success is announced politely, a failure at once. */
export function MessageBanner({ message, onClose }: { message: BannerMessage | null; onClose: () => void }) {
  if (!message) return null
  return (
    <Alert
      key={message.id}
      variant={message.variant}
      dismissible
      onClose={onClose}
      role={message.variant === 'danger' ? 'alert' : 'status'}
      className="text-break"
    >
      {message.text}
    </Alert>
  )
}
