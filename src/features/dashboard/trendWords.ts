import type { DeeplinkEventType, EventSource, FeedbackType, LifecycleEventType, TrendKey } from '@/api/types'
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
 * Where a day of each series opens: the list of exactly the events the figure counts, with
 * the same day cut by the backend (its `startDate` and `endDate`). Active users are people,
 * not events, so theirs opens every event of the day and `among` says so on the card.
 */
interface TrendDrillDown {
  screen: '/analytics/activity-feed' | '/analytics/feedback' | '/analytics/lifecycle' | '/analytics/share-deeplink'
  /** The list's filter as the screen's URL writes it. */
  filter: Record<string, string>
  /** What the list shows, after 'Nov 21: ' in the link's name. */
  shows: string
  /** When the list is more than the figure: what it holds besides, in a sentence shown on the card. */
  among?: string
}

const feed = (eventType: EventSource, shows: string): TrendDrillDown => ({
  screen: '/analytics/activity-feed',
  filter: { eventType },
  shows: `${shows} in the Activity Feed`,
})
const feedback = (feedbackType: FeedbackType, shows: string): TrendDrillDown => ({
  screen: '/analytics/feedback',
  filter: { feedbackType },
  shows: `${shows} in Feedback Analytics`,
})
const lifecycle = (eventType: LifecycleEventType, shows: string): TrendDrillDown => ({
  screen: '/analytics/lifecycle',
  filter: { eventType },
  shows: `${shows} in Lifecycle Analytics`,
})

const DRILL_DOWNS: Readonly<Record<TrendKey, TrendDrillDown>> = {
  searches: feed('search', 'Searches'),
  navigations: feed('navigation', 'Navigations'),
  appLaunches: lifecycle('app_launch', 'App launches'),
  firstLaunches: lifecycle('first_launch', 'First launches'),
  shares: feed('share', 'Shares'),
  // The Deeplink Events tab, its list's filter under the tab's prefix.
  deeplinkClicks: {
    screen: '/analytics/share-deeplink',
    filter: { tab: 'deeplink', 'deeplink.eventType': 'DEEPLINK_CLICKED' satisfies DeeplinkEventType },
    shows: 'Deeplink clicks in Share and Deeplink Analytics',
  },
  feedbackPositive: feedback('up', 'Positive feedback'),
  feedbackNegative: feedback('down', 'Negative feedback'),
  activeUsers: {
    screen: '/analytics/activity-feed',
    filter: {},
    shows: 'Every event in the Activity Feed',
    among: 'A day opens its events of every source in the Activity Feed: the active users are the people behind them.',
  },
}

/** The list one day of a series opens (docs/product.md#analytics-dashboard). */
export function trendDayPath(key: TrendKey, day: string): string {
  const { screen, filter } = DRILL_DOWNS[key]
  const query = new URLSearchParams(filter)
  query.set('from', day)
  query.set('to', day)
  return `${screen}?${query.toString()}`
}

/** The name of a day's link: 'Nov 21: Searches in the Activity Feed'. */
export function trendDayLinkName(key: TrendKey, shortDay: string): string {
  return `${shortDay}: ${DRILL_DOWNS[key].shows}`
}

/** What a day's list holds besides the figure's own events, for the card to say; none when it is just them. */
export function trendDayAmong(key: TrendKey): string | undefined {
  return DRILL_DOWNS[key].among
}
