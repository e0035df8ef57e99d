import { Words } from '@/components/Words'
import { NOT_AVAILABLE } from './lotDetails'

/**
 * A value as textOr or spacesOr read it, with '' as the fallback: a missing value reads a
 * grey 'N/A' (the type badge says 'Unknown', as on the detail page). Its words stay whole
 * (components/Words.tsx).
 */
export function OrNotAvailable({ text }: { text: string }) {
  return text ? <Words text={text} /> : <span className="text-body-secondary">{NOT_AVAILABLE}</span>
}
