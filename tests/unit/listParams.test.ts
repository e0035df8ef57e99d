import { describe, expect, it } from 'vitest'
import { LOTS_LIST } from '@/features/parking-lots/listParams'
import { defaultView, readListView, writeListView, type ListView } from '@/lib/listQuery'

const DEFAULT_LIST_PARAMS = defaultView(LOTS_LIST)
const readListParams = (query: URLSearchParams) => readListView(query, LOTS_LIST)
const writeListParams = (query: URLSearchParams, view: ListView<typeof LOTS_LIST>) =>
  writeListView(query, LOTS_LIST, view)

const read = (query: string) => readListParams(new URLSearchParams(query))

describe('the lots list read from the URL', () => {
  it('reads an empty query as the default view: page 1 of 50, address ascending, no search', () => {
    expect(read('')).toEqual({ search: '', sortBy: 'address', sortOrder: 'asc', page: 1, limit: 50 })
  })

  it('reads every parameter the list writes', () => {
    expect(read('search=Storgata&sortBy=spaces&sortOrder=desc&page=3&limit=200')).toEqual({
      search: 'Storgata',
      sortBy: 'spaces',
      sortOrder: 'desc',
      page: 3,
      limit: 200,
    })
  })

  it.each(['lotId', 'name', 'address', 'parking_type', 'spaces', 'owner'])('accepts sortBy=%s', (field) => {
    expect(read(`sortBy=${field}`).sortBy).toBe(field)
  })

  it.each([25, 50, 100, 200])('accepts limit=%i', (limit) => {
    expect(read(`limit=${limit}`).limit).toBe(limit)
  })

  it.each([
    ['page=abc', 'page', 1],
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=99999999999999999999', 'page', 1],
    ['sortBy=evil', 'sortBy', 'address'],
    ['sortBy=__proto__', 'sortBy', 'address'],
    ['sortOrder=sideways', 'sortOrder', 'asc'],
    ['limit=7', 'limit', 50],
    ['limit=', 'limit', 50],
    ['limit=abc', 'limit', 50],
  ])('falls back to the default for %s', (query, key, expected) => {
    expect(read(query)[key as keyof typeof DEFAULT_LIST_PARAMS]).toBe(expected)
  })

  it('trims the search and cuts it to the 200 characters the server accepts', () => {
    expect(read('search=%20%20Grensen%20').search).toBe('Grensen')
    expect(read(`search=${'x'.repeat(250)}`).search).toHaveLength(200)
  })
})

describe('the lots list written to the URL', () => {
  it('leaves defaults out, so the default view is the bare path', () => {
    expect(writeListParams(new URLSearchParams('page=4&sortBy=name'), DEFAULT_LIST_PARAMS).toString()).toBe('')
  })

  it('writes what differs from the defaults, and reads back the same view', () => {
    const view = { search: 'Q-Park', sortBy: 'owner', sortOrder: 'desc', page: 2, limit: 25 } as const
    const query = writeListParams(new URLSearchParams(), view)
    expect(Object.fromEntries(query)).toEqual({
      search: 'Q-Park',
      sortBy: 'owner',
      sortOrder: 'desc',
      page: '2',
      limit: '25',
    })
    expect(readListParams(query)).toEqual(view)
  })

  it('keeps parameters that are not the list’s (the simulated backend’s scenario, say)', () => {
    const query = writeListParams(new URLSearchParams('latency=slow&page=3'), { ...DEFAULT_LIST_PARAMS, page: 4 })
    expect(query.toString()).toBe('latency=slow&page=4')
  })
})
