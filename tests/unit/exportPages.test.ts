import { describe, expect, it } from 'vitest'
import { exportAllPages, type FetchedPage } from '@/lib/exportPages'

interface Row {
  id: string
}

/** A list of `total` rows served `pageSize` at a time; answers come back in a shuffled order. */
function serve(total: number, { delays = [3, 0, 7, 1, 5] } = {}) {
  const rows = Array.from({ length: total }, (_, index) => ({ id: `r${index + 1}` }))
  const asked: number[] = []
  const fetchPage = async (page: number, limit: number): Promise<FetchedPage<Row>> => {
    asked.push(page)
    await new Promise((resolve) => setTimeout(resolve, delays[page % delays.length]))
    return { rows: rows.slice((page - 1) * limit, page * limit), total, pages: Math.ceil(total / limit) }
  }
  return { fetchPage, asked }
}

function run(
  fetchPage: (page: number, limit: number) => Promise<FetchedPage<Row>>,
  signal = new AbortController().signal,
) {
  const progress: Array<[number, number]> = []
  const done = exportAllPages<Row>({
    fetchPage,
    pageSize: 10,
    concurrency: 3,
    signal,
    rowKey: (row) => row.id,
    toCsv: (rows) => rows.map((row) => `${row.id}\n`).join(''),
    onProgress: (written, total) => progress.push([written, total]),
  })
  return { done, progress }
}

describe('exportAllPages', () => {
  it('writes every row once, in the list’s order, whatever order the pages arrive in', async () => {
    const { fetchPage, asked } = serve(95)
    const { done, progress } = run(fetchPage)
    const text = (await done).join('')
    expect(text.trim().split('\n')).toEqual(Array.from({ length: 95 }, (_, index) => `r${index + 1}`))
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(progress.at(-1)).toEqual([95, 95])
    expect(progress.map(([written]) => written)).toEqual(
      [...progress.map(([written]) => written)].sort((a, b) => a - b),
    )
  })

  it('writes a row that moved onto the next page (new rows arrived meanwhile) only once', async () => {
    const pages: Row[][] = [
      [{ id: 'a' }, { id: 'b' }],
      [{ id: 'b' }, { id: 'c' }],
    ]
    const { done } = run(async (page) => ({ rows: pages[page - 1]!, total: 4, pages: 2 }))
    expect((await done).join('')).toBe('a\nb\nc\n')
  })

  it('an empty list gives no rows', async () => {
    const { done, progress } = run(async () => ({ rows: [], total: 0, pages: 0 }))
    expect((await done).join('')).toBe('')
    expect(progress).toEqual([[0, 0]])
  })

  it('stops asking for pages when cancelled, and rejects with an AbortError', async () => {
    const controller = new AbortController()
    const { fetchPage, asked } = serve(1000)
    const { done } = run(async (page, limit) => {
      if (page === 4) controller.abort()
      return fetchPage(page, limit)
    }, controller.signal)
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
    expect(asked.length).toBeLessThan(10)
  })

  it('fails with the failing page’s error and asks for no more pages', async () => {
    const { fetchPage, asked } = serve(1000)
    const { done } = run(async (page, limit) => {
      if (page === 3) throw new Error('API call failed: 503 Service Unavailable')
      return fetchPage(page, limit)
    })
    await expect(done).rejects.toThrow('API call failed: 503 Service Unavailable')
    expect(asked.length).toBeLessThan(10)
  })
})
