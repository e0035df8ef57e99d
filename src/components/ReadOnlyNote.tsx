/**
 * What a role that may not write sees where a write control would be (docs/product.md#roles):
 * 'Read only: Your role (viewer) cannot change parking lots.' Plain text in the page's flow,
 * so a screen reader reads it where the control would have been, and the words say it, not a
 * colour or an icon. The refusal is an element of its own, so it can be found as the sentence.
 */
export function ReadOnlyNote({ refusal, className = '' }: { refusal: string; className?: string }) {
  return (
    <p className={`small border rounded bg-body-tertiary px-2 py-1 mb-0 ${className}`}>
      <strong>Read only:</strong> <span>{refusal}</span>
    </p>
  )
}
