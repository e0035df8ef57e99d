import type { EventSource } from '@/schema/events'

export const SOURCE_LABELS: Record<EventSource, string> = {
  search: 'Search',
  navigation: 'Navigation',
  lifecycle: 'Lifecycle',
  share: 'Share',
  deeplink: 'Deeplink',
  feedback: 'Feedback',
}

/** A source's label, or the value itself when a backend sends one the console does not know. */
export function sourceLabel(source: string): string {
  return Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source as EventSource] : source
}
