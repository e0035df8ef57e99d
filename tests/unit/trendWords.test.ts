import { describe, expect, it } from 'vitest'
import {
  changeMeaning,
  trendChange,
  trendChangeWords,
  trendDayAmong,
  trendDayLinkName,
  trendDayPath,
} from '@/features/dashboard/trendWords'
import { boundedRangeDays, NO_RANGE } from '@/lib/dateRange'

describe('trendChange', () => {
  it.each([
    [112.4, 100, 'up', '▲', 'up', '12.4%'],
    [97, 100, 'down', '▼', 'down', '3.0%'],
    [100, 100, 'same', '=', 'no change', '0.0%'],
    // Both zero: nothing changed, not a division by zero.
    [0, 0, 'same', '=', 'no change', '0.0%'],
    // A change that rounds to 0.0% reads as none, never '▲ 0.0%'.
    [100_001, 100_000, 'same', '=', 'no change', '0.0%'],
    [0, 40, 'down', '▼', 'down', '100.0%'],
    [3, 1, 'up', '▲', 'up', '200.0%'],
  ])('%d against %d is %s', (current, previous, direction, arrow, word, percent) => {
    expect(trendChange(current, previous)).toEqual({ direction, arrow, word, percent })
  })

  it("is 'new', with no percent, when only the current period has any", () => {
    expect(trendChange(5, 0)).toEqual({ direction: 'new', arrow: '▲', word: 'new' })
  })
})

describe('changeMeaning', () => {
  it.each([
    ['searches', 120, 100, 'good'],
    ['searches', 80, 100, 'bad'],
    ['searches', 5, 0, 'good'],
    ['feedbackNegative', 120, 100, 'bad'],
    ['feedbackNegative', 5, 0, 'bad'],
    ['feedbackNegative', 80, 100, 'good'],
    ['feedbackNegative', 100, 100, 'neutral'],
  ] as const)('%s from %d to %d is %s news', (key, current, previous, meaning) => {
    expect(changeMeaning(key, trendChange(current, previous))).toBe(meaning)
  })
})

describe('trendChangeWords', () => {
  const previous = { from: '2026-11-12', to: '2026-11-18' }
  it('says the change and the previous period in words', () => {
    expect(trendChangeWords(trendChange(112.4, 100), previous)).toBe('up 12.4% vs Nov 12 – Nov 18, 2026')
    expect(trendChangeWords(trendChange(0, 0), previous)).toBe('no change 0.0% vs Nov 12 – Nov 18, 2026')
    expect(trendChangeWords(trendChange(7, 0), previous)).toBe('new vs Nov 12 – Nov 18, 2026')
    expect(trendChangeWords(trendChange(7, 0), previous)).not.toMatch(/Infinity|NaN/)
  })
})

describe('trendDayPath', () => {
  it("opens the Activity Feed of the series' source on that day when the source is all it counts", () => {
    expect(trendDayPath('searches', '2026-11-21')).toBe(
      '/analytics/activity-feed?eventType=search&from=2026-11-21&to=2026-11-21',
    )
    expect(trendDayAmong('searches')).toBeUndefined()
  })

  it('opens Feedback Analytics of that feedback type and day', () => {
    expect(trendDayPath('feedbackNegative', '2026-11-21')).toBe(
      '/analytics/feedback?feedbackType=down&from=2026-11-21&to=2026-11-21',
    )
    expect(trendDayLinkName('feedbackNegative', 'Nov 21')).toBe('Nov 21: Negative feedback in Feedback Analytics')
    expect(trendDayAmong('feedbackNegative')).toBeUndefined()
  })

  it('opens Lifecycle Analytics of that launch type and day', () => {
    expect(trendDayPath('firstLaunches', '2026-11-21')).toBe(
      '/analytics/lifecycle?eventType=first_launch&from=2026-11-21&to=2026-11-21',
    )
    expect(trendDayLinkName('firstLaunches', 'Nov 21')).toBe('Nov 21: First launches in Lifecycle Analytics')
    expect(trendDayAmong('firstLaunches')).toBeUndefined()
  })

  it("opens the Deeplink Events tab's clicks of that day", () => {
    expect(trendDayPath('deeplinkClicks', '2026-11-21')).toBe(
      '/analytics/share-deeplink?tab=deeplink&deeplink.eventType=DEEPLINK_CLICKED&from=2026-11-21&to=2026-11-21',
    )
    expect(trendDayLinkName('deeplinkClicks', 'Nov 21')).toBe('Nov 21: Deeplink clicks in Share and Deeplink Analytics')
    expect(trendDayAmong('deeplinkClicks')).toBeUndefined()
  })

  it('opens every source of that day for active users, who are people rather than events, and says so', () => {
    expect(trendDayPath('activeUsers', '2026-11-21')).toBe('/analytics/activity-feed?from=2026-11-21&to=2026-11-21')
    expect(trendDayLinkName('activeUsers', 'Nov 21')).toBe('Nov 21: Every event in the Activity Feed')
    expect(trendDayAmong('activeUsers')).toMatch(/people behind them/)
  })
})

describe('boundedRangeDays', () => {
  const today = '2026-11-25'
  it('is the preset when no range is chosen, and the range chosen otherwise', () => {
    expect(boundedRangeDays(NO_RANGE, today, 'last-7-days')).toEqual({ startDate: '2026-11-19', endDate: today })
    expect(boundedRangeDays({ ...NO_RANGE, range: 'last-30-days' }, today, 'last-7-days')).toEqual({
      startDate: '2026-10-27',
      endDate: today,
    })
    expect(boundedRangeDays({ range: '', from: '2026-01-01', to: '2026-01-31' }, today, 'last-7-days')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    })
  })

  it('closes an open end: today, or the preset back from the end, never over 366 days', () => {
    expect(boundedRangeDays({ range: '', from: '2026-11-01', to: '' }, today, 'last-7-days')).toEqual({
      startDate: '2026-11-01',
      endDate: today,
    })
    // A start after today is no range the console would write: the preset.
    expect(boundedRangeDays({ range: '', from: '2026-12-03', to: '' }, today, 'last-7-days')).toEqual({
      startDate: '2026-11-19',
      endDate: today,
    })
    expect(boundedRangeDays({ range: '', from: '', to: '2026-11-10' }, today, 'last-7-days')).toEqual({
      startDate: '2026-11-04',
      endDate: '2026-11-10',
    })
    expect(boundedRangeDays({ range: '', from: '2020-01-01', to: '' }, today, 'last-7-days')).toEqual({
      startDate: '2025-11-25',
      endDate: today,
    })
  })
})
