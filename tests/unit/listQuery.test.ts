import { describe, expect, it } from 'vitest'
import {
  defaultView,
  isCalendarDay,
  pageParams,
  param,
  readListView,
  userAndDateParams,
  writeListView,
} from '@/lib/listQuery'

// The URL state every list shares: what it reads, what it refuses, what it writes.

const FEED = { eventType: param.optional(['search', 'feedback']), ...userAndDateParams(), ...pageParams() }
const read = (query: string, prefix = '') => readListView(new URLSearchParams(query), FEED, prefix)

describe('readListView', () => {
  it('reads a bare path as the defaults: no filters, page 1 of 50', () => {
    expect(read('')).toEqual({ eventType: '', userId: '', startDate: '', endDate: '', page: 1, limit: 50 })
    expect(read('')).toEqual(defaultView(FEED))
  })

  it('reads every value the console writes', () => {
    expect(read('eventType=feedback&userId=u-42&startDate=2026-11-01&endDate=2026-11-20&page=3&limit=100')).toEqual({
      eventType: 'feedback',
      userId: 'u-42',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      page: 3,
      limit: 100,
    })
  })

  it.each([
    ['eventType=evil', 'eventType', ''],
    ['eventType=toString', 'eventType', ''],
    ['limit=200', 'limit', 50],
    ['limit=25.0', 'limit', 50],
    ['page=0', 'page', 1],
    ['page=1e3', 'page', 1],
    ['page=%2B2', 'page', 1],
    ['startDate=2026-02-30', 'startDate', ''],
    ['startDate=26-11-01', 'startDate', ''],
    ['endDate=0999-01-01', 'endDate', ''],
  ])('reads %s as the default', (query, key, expected) => {
    expect(read(query)[key as keyof ReturnType<typeof read>]).toBe(expected)
  })

  it('reads a range whose start is after its end as no range, as the filter bar never applies one', () => {
    expect(read('startDate=2026-11-20&endDate=2026-11-01')).toMatchObject({ startDate: '', endDate: '' })
    expect(read('startDate=2026-11-20&endDate=2026-11-20')).toMatchObject({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    })
  })

  it('trims a user id and cuts it to the 200 characters the server takes', () => {
    expect(read('userId=%20u-1%20').userId).toBe('u-1')
    expect(read(`userId=${'u'.repeat(300)}`).userId).toHaveLength(200)
  })

  it('keeps two lists on one screen apart by prefix', () => {
    const query = 'share.page=2&deeplink.page=5&deeplink.eventType=search'
    expect(read(query, 'share.')).toMatchObject({ page: 2, eventType: '' })
    expect(read(query, 'deeplink.')).toMatchObject({ page: 5, eventType: 'search' })
  })
})

describe('a parameter renamed since older links', () => {
  const RENAMED = { from: param.day('startDate') }
  it('reads the former name when the current one is absent, and the current one first', () => {
    expect(readListView(new URLSearchParams('startDate=2026-11-02'), RENAMED)).toEqual({ from: '2026-11-02' })
    expect(readListView(new URLSearchParams('startDate=2026-11-02&from=2026-11-05'), RENAMED)).toEqual({
      from: '2026-11-05',
    })
  })
  it('drops the former name on the next write', () => {
    const query = writeListView(new URLSearchParams('startDate=2026-11-02&x=1'), RENAMED, { from: '2026-11-09' })
    expect(query.toString()).toBe('x=1&from=2026-11-09')
  })
})

describe('a screen-wide parameter', () => {
  const TAB_LIST = { from: param.screenWide(param.day()), ...pageParams() }
  it("is read and written without the list's prefix, which its other parameters keep", () => {
    expect(readListView(new URLSearchParams('from=2026-11-02&deeplink.page=3'), TAB_LIST, 'deeplink.')).toEqual({
      from: '2026-11-02',
      page: 3,
      limit: 50,
    })
    const query = writeListView(
      new URLSearchParams('share.page=2'),
      TAB_LIST,
      { from: '2026-11-09', page: 4, limit: 50 },
      'deeplink.',
    )
    expect(query.toString()).toBe('share.page=2&from=2026-11-09&deeplink.page=4')
  })
})

describe('writeListView', () => {
  it('leaves defaults out and keeps parameters that are not the list’s', () => {
    const query = writeListView(new URLSearchParams('latency=slow&page=4&userId=u-1'), FEED, {
      ...defaultView(FEED),
      limit: 25,
    })
    expect(query.toString()).toBe('latency=slow&limit=25')
  })

  it('writes a view that reads back the same', () => {
    const view = {
      eventType: 'search' as const,
      userId: 'u 7&x',
      startDate: '2026-01-01',
      endDate: '',
      page: 9,
      limit: 100,
    }
    expect(readListView(writeListView(new URLSearchParams(), FEED, view), FEED)).toEqual(view)
  })
})

describe('isCalendarDay', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%s: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected)
  })
})
