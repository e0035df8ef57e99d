import type { EventSource, TrendKey } from '@/api/types'
import { formatDayRange, formatPercent } from '@/lib/format'

/** A series' change against the previous period, in signs and words: the arrow and the word say it, not the colour. */
export interface TrendChange {
  direction: 'up' | 'down' | 'same' | 'new'
  /** '▲', '▼', '=' (or '▲' for new): shown, hidden from a screen reader, which reads the word. */
  arrow: string
  /** 'up', 'down', 'no change', 'new'. */
  word: string
  /** '12.4%', '0.0%'; none for 'new', whose previous total was 0. */
  percent?: string
}

/** The change from `previous` to `current`: 'new' when only the current is above 0, never an infinite percent. */
export function trendChange(current: number, previous: number): TrendChange {
  if (previous === 0 && current !== 0) return { direction: 'new', arrow: '▲', word: 'new' }
  const percent = previous === 0 ? 0 : ((current - previous) / previous) * 100
  // Signed by the figure shown: a change that rounds to 0.0% is no change.
  const shown = Number(Math.abs(percent).toFixed(1))
  if (shown === 0) return { direction: 'same', arrow: '=', word: 'no change', percent: formatPercent(0) }
  return percent > 0
    ? { direction: 'up', arrow: '▲', word: 'up', percent: formatPercent(shown) }
    : { direction: 'down', arrow: '▼', word: 'down', percent: formatPercent(shown) }
}

/** 'up 12.4% vs Nov 12 – Nov 18, 2026', 'new vs …': the change as a screen reader says it. */
export function trendChangeWords(change: TrendChange, previous: { from: string; to: string }): string {
  return `${change.word}${change.percent ? ` ${change.percent}` : ''} vs ${formatDayRange(previous.from, previous.to)}`
}

/** Series that are better when they fall: their rise is shown in the warning colour, their fall in the good one. */
const LOWER_IS_BETTER: ReadonlySet<TrendKey> = new Set(['feedbackNegative'])

/** Whether a series' change is good news, bad news or neither; the colour says it, the arrow and words say what happened. */
export function changeMeaning(key: TrendKey, change: TrendChange): 'good' | 'bad' | 'neutral' {
  if (change.direction === 'same') return 'neutral'
  const rose = change.direction !== 'down'
  return rose !== LOWER_IS_BETTER.has(key) ? 'good' : 'bad'
}

/** The series in the order the dashboard shows them, with their titles. */
export const TREND_TITLES: Readonly<Record<TrendKey, string>> = {
  searches: 'Searches',
  navigations: 'Navigations',
  appLaunches: 'App launches',
  firstLaunches: 'First launches',
  shares: 'Shares',
  deeplinkClicks: 'Deeplink clicks',
  feedbackPositive: 'Positive feedback',
  feedbackNegative: 'Negative feedback',
  activeUsers: 'Active users',
}

/**
 * The Activity Feed's source each series counts; active users have none (they are people
 * behind any event), so their day opens the feed of every source.
 */
const TREND_SOURCES: Readonly<Record<TrendKey, EventSource | undefined>> = {
  searches: 'search',
  navigations: 'navigation',
  appLaunches: 'lifecycle',
  firstLaunches: 'lifecycle',
  shares: 'share',
  deeplinkClicks: 'deeplink',
  feedbackPositive: 'feedback',
  feedbackNegative: 'feedback',
  activeUsers: undefined,
}

/** The Activity Feed of one day of a series: its source's events of that day. */
export function trendDayPath(key: TrendKey, day: string): string {
  const source = TREND_SOURCES[key]
  const query = new URLSearchParams(source ? { eventType: source } : {})
  query.set('from', day)
  query.set('to', day)
  return `/analytics/activity-feed?${query.toString()}`
}
