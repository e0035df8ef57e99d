// Every row a list's filters match, fetched page by page through the list's own call, a
// few pages at a time, and written as CSV text one page at a time (so 100k rows never sit
// in memory as objects).

export interface FetchedPage<T> {
  rows: T[]
  total: number
  pages: number
}

export interface ExportOptions<T> {
  fetchPage: (page: number, limit: number) => Promise<FetchedPage<T>>
  pageSize: number
  /** Pages asked for at once. */
  concurrency: number
  /** Cancels the export: no new page is asked for, and the promise rejects with an AbortError. */
  signal: AbortSignal
  /** Rows written so far, of the total the first page announced. */
  onProgress: (done: number, total: number) => void
  /** A row's identity: a row seen on an earlier page (the list moved while paging) is written once. */
  rowKey: (row: T) => string
  /** One page's rows as CSV lines. */
  toCsv: (rows: T[]) => string
}

/** The CSV text of every page, in page order. */
export async function exportAllPages<T>({
  fetchPage,
  pageSize,
  concurrency,
  signal,
  onProgress,
  rowKey,
  toCsv,
}: ExportOptions<T>): Promise<string[]> {
  signal.throwIfAborted()
  const first = await fetchPage(1, pageSize)
  signal.throwIfAborted()
  const seen = new Set<string>()
  const chunks: string[] = []
  let done = 0
  const write = (rows: T[]) => {
    const fresh = rows.filter((row) => {
      const key = rowKey(row)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    chunks.push(toCsv(fresh))
    done += fresh.length
    onProgress(done, Math.max(first.total, done))
  }
  write(first.rows)

  // Pages arrive in any order; each is written once those before it have been.
  const arrived = new Map<number, T[]>()
  let nextToWrite = 2
  let nextToAsk = 2
  // After one page fails, the other workers ask for no more.
  let failed = false
  const worker = async () => {
    try {
      while (!failed && nextToAsk <= first.pages) {
        const page = nextToAsk++
        const { rows } = await fetchPage(page, pageSize)
        signal.throwIfAborted()
        arrived.set(page, rows)
        while (arrived.has(nextToWrite)) {
          write(arrived.get(nextToWrite)!)
          arrived.delete(nextToWrite++)
        }
      }
    } catch (error) {
      failed = true
      throw error
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(first.pages - 1, 0)) }, worker))
  return chunks
}
