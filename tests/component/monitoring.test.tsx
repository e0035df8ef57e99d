import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Chart } from 'chart.js'
import { HttpResponse, delay, http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SCENARIO } from '@mocks/scenarios'
import { getHealth } from '@/api/monitoring'
import type {
  ApiSuccessEvent,
  ApiSuccessEventsResponse,
  ApiSuccessSummaryResponse,
  CacheStatusResponse,
  HealthResponse,
  MemoryPerformanceResponse,
  MetricsResponse,
} from '@/api/types'
import { recordCalls, signIn, testBackend, testServer } from '../support/mockBackend'
import { bodyRows, cells, definitionOf } from '../support/queries'
import { renderApp } from '../support/renderApp'
import { untilShown } from '../support/untilShown'

// The System Monitoring screen: its figures equal the server's answers, every threshold
// shows its colour and word at its edges (thresholds written out here, not taken from the
// screen's code), polling, Refresh, the recent-calls paging over 50-call API pages, and
// the loading and error states, whole-screen and per panel.

const ORIGIN = window.location.origin
const PATHS = {
  health: '/api/health',
  metrics: '/api/metrics',
  cache: '/api/cache/status',
  memory: '/api/memory-performance',
  summary: '/api/analytics/api-success/summary',
  events: '/api/analytics/api-success',
} as const
const ALL_PATHS = Object.values(PATHS)
const url = (path: string) => `${ORIGIN}${path}`
const LOADING = 'Loading monitoring data...'

const calls = recordCalls('/api/')
const callsTo = (path: string) => calls.filter((call) => call.path === path)

/** Every answer the server sent, by path, in order: what the screen was given. */
const answers = new Map<string, unknown[]>()
const pendingReads: Array<Promise<void>> = []
function recordAnswer({ request, response }: { request: Request; response: Response }) {
  const path = new URL(request.url).pathname
  pendingReads.push(
    response
      .clone()
      .json()
      .then((body: unknown) => {
        answers.set(path, [...(answers.get(path) ?? []), body])
      })
      .catch(() => undefined),
  )
}
async function lastAnswer<T>(path: string): Promise<T> {
  await Promise.all(pendingReads)
  const list = answers.get(path)
  if (!list?.length) throw new Error(`no answer to ${path}`)
  return list.at(-1) as T
}

beforeAll(async () => {
  await import('@/features/monitoring/MonitoringPage')
  await signIn()
  await getHealth()
})

beforeEach(() => {
  answers.clear()
  pendingReads.length = 0
  testServer.events.on('response:mocked', recordAnswer)
})

afterEach(() => {
  testServer.events.removeListener('response:mocked', recordAnswer)
  testBackend.setScenario(DEFAULT_SCENARIO)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * setTimeout faked (SWR's polling and the spinner's 1 s): fake time moves only when the test
 * moves it. The `jest` global lets Testing Library's userEvent flush its own zero-delay waits.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
}

async function open(route = '/monitoring') {
  await signIn()
  renderApp(route)
  await screen.findByRole('table', { name: 'Recent API calls' })
}

const panel = (title: string) => screen.getByRole('region', { name: title })

/** The value beside a term in a panel. */
function figure(title: string, term: string): HTMLElement {
  return definitionOf(panel(title), term)
}

const VARIANT = {
  Normal: 'success',
  High: 'warning',
  Critical: 'danger',
  Fast: 'success',
  Slow: 'warning',
  'Very slow': 'danger',
  Healthy: 'success',
  Degraded: 'warning',
  Failing: 'danger',
} as const
type Word = keyof typeof VARIANT

/** A figure shown in its level's colour, with the level's word beside it. */
function expectGraded(element: HTMLElement, shown: string, word: Word) {
  expect(element).toHaveTextContent(new RegExp(`^${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${word}$`))
  expect(within(element).getByText(shown)).toHaveClass(`text-${VARIANT[word]}-emphasis`)
  expect(within(element).getByText(word)).toHaveClass(`bg-${VARIANT[word]}-subtle`)
}

const short = (value: number) =>
  value >= 1_000_000 ? `${(value / 1e6).toFixed(1)}M` : value >= 1_000 ? `${(value / 1e3).toFixed(1)}K` : String(value)
/** A count the operator acts on: the short figure, and the exact one beside it when they differ. */
const withExact = (value: number) =>
  value >= 1_000 ? `${short(value)} \\(${value.toLocaleString('en-US')}\\)` : short(value)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const ms = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ms`

// ---------------------------------------------------------------- hand-built answers

const MB = 1024 * 1024

function healthAnswer(status: string): HealthResponse {
  return {
    status,
    timestamp: new Date().toISOString(),
    checks: {
      database: { status: 'healthy', details: {} },
      cache: { status: 'warning', details: {} },
      memory: { status: 'healthy', details: { heapUsedPercent: 79.9 } },
      uptime: { status: 'healthy', details: { uptimeFormatted: '3d 4h 12m' } },
    },
  }
}

function metricsAnswer(averageResponseTime: number): MetricsResponse {
  return {
    requests: { total: 12_345, byMethod: {}, byEndpoint: {}, byStatus: {} },
    performance: { averageResponseTime, slowQueries: 3, cacheHits: 900, cacheMisses: 100, cacheHitRate: 90 },
    system: {
      uptime: 1000,
      errors: 1_499,
      memoryUsage: { heapUsed: 150.25 * MB, heapTotal: 200 * MB, rss: 270.04 * MB, external: 8.96 * MB },
      database: { status: 'connected' },
    },
  }
}

const CACHE: CacheStatusResponse = {
  cache_enabled: true,
  cache_valid: true,
  cache_age_ms: 60_000,
  cache_age_minutes: 1,
  cache_duration_minutes: 10,
  cache_data_size: 1500,
  cache_is_updating: false,
  metrics: { hits: 4321, misses: 999, hit_rate: 81.22 },
}

const MEMORY: MemoryPerformanceResponse = {
  summary: {
    currentHeapUsedPercent: 89.9,
    averageHeapUsedPercent: 80,
    minHeapUsedPercent: 79.9,
    maxHeapUsedPercent: 90,
  },
  data: [
    {
      timestamp: '2024-05-01T10:00:00.000Z',
      heapUsed: 100 * MB,
      heapTotal: 200 * MB,
      heapUsedPercent: 79.9,
      rss: 260 * MB,
      external: 7 * MB,
    },
    {
      timestamp: '2024-05-01T10:05:00.000Z',
      heapUsed: 180 * MB,
      heapTotal: 200 * MB,
      heapUsedPercent: 90,
      rss: 270 * MB,
      external: 8 * MB,
    },
    {
      timestamp: '2024-05-01T10:10:00.000Z',
      heapUsed: 179.8 * MB,
      heapTotal: 200 * MB,
      heapUsedPercent: 89.9,
      rss: 271.34 * MB,
      external: 9.05 * MB,
    },
  ],
}

function summaryAnswer(successRate: number, avgResponseTime: number): ApiSuccessSummaryResponse {
  return {
    data: {
      overall: { successRate, totalRequests: 2_480, failureRequests: 1_075 },
      byEndpoint: [
        { endpoint: '/api/parking-lots', totalRequests: 900, successRate: 99, avgResponseTime },
        { endpoint: '/api/health', totalRequests: 100, successRate: 100, avgResponseTime: 5 },
      ],
    },
  }
}

/** `total` calls, newest first, with response times that cross both response-time edges. */
function eventList(total: number): ApiSuccessEvent[] {
  const times = [999, 1000, 3000, 2999, 12]
  return Array.from({ length: total }, (_, index) => ({
    _id: `call-${index + 1}`,
    timestamp: new Date(Date.now() - index * 60_000).toISOString(),
    endpoint: `/api/endpoint-${index + 1}`,
    success: index % 3 !== 1,
    responseTime: times[index % times.length]!,
    statusCode: index % 3 === 1 ? 503 : 200,
    userId: null,
  }))
}

/** The server's paging of a fixed list: 50 a page. */
function serveEvents(list: ApiSuccessEvent[]) {
  return http.get(url(PATHS.events), ({ request }) => {
    const query = new URL(request.url).searchParams
    const page = Number(query.get('page') ?? 1)
    const limit = Number(query.get('limit') ?? 50)
    const answer: ApiSuccessEventsResponse = {
      data: list.slice((page - 1) * limit, page * limit),
      meta: { total: list.length, page, limit },
    }
    return HttpResponse.json(answer)
  })
}

/** What the table shows per row: endpoint, result, response time, status code. */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Recent API calls' })
  return bodyRows(table).map((row) =>
    cells(row)
      .slice(1)
      .map((cell) => cell.textContent ?? ''),
  )
}
function expectedRows(list: ApiSuccessEvent[]): string[][] {
  const word = (time: number): Word => (time < 1000 ? 'Fast' : time < 3000 ? 'Slow' : 'Very slow')
  return list.map((call) => [
    call.endpoint,
    call.success ? 'Success' : 'Failed',
    `${ms(call.responseTime)}${word(call.responseTime)}`,
    String(call.statusCode),
  ])
}

const showing = () => within(screen.getByRole('navigation', { name: 'Pagination, bottom' })).getByText(/^Showing /)
/** The list item of a page control, which says whether it is disabled (a disabled control is no button). */
const pageControl = (name: 'Previous' | 'Next') =>
  within(screen.getByRole('navigation', { name: 'Pagination, bottom' }))
    .getAllByRole('listitem')
    // The control's word is there twice: once shown, once for screen readers.
    .find((item) => within(item).queryAllByText(name).length > 0)!

// ---------------------------------------------------------------- tests

describe('System Monitoring: figures', () => {
  const CASES = [
    {
      status: 'healthy',
      statusWord: 'Healthy',
      statusVariant: 'success',
      rate: 95,
      rateShown: '95.0%',
      rateWord: 'Healthy',
      time: 999,
      timeWord: 'Fast',
    },
    {
      status: 'warning',
      statusWord: 'Warning',
      statusVariant: 'warning',
      rate: 94.9,
      rateShown: '94.9%',
      rateWord: 'Degraded',
      time: 1000,
      timeWord: 'Slow',
    },
    {
      status: 'unhealthy',
      statusWord: 'Unhealthy',
      statusVariant: 'danger',
      rate: 90,
      rateShown: '90.0%',
      rateWord: 'Degraded',
      time: 3000,
      timeWord: 'Very slow',
    },
    {
      status: 'degraded',
      statusWord: 'Unknown (degraded)',
      statusVariant: 'secondary',
      rate: 89.9,
      rateShown: '89.9%',
      rateWord: 'Failing',
      time: 2999.99,
      timeWord: 'Slow',
    },
  ] as const

  it.each(CASES)(
    'shows exactly what the server answers, status $status, success $rate%, response $time ms',
    async (c) => {
      const events = eventList(23)
      testServer.use(
        http.get(url(PATHS.health), () => HttpResponse.json(healthAnswer(c.status))),
        http.get(url(PATHS.metrics), () => HttpResponse.json(metricsAnswer(c.time))),
        http.get(url(PATHS.cache), () => HttpResponse.json(CACHE)),
        http.get(url(PATHS.memory), () => HttpResponse.json(MEMORY)),
        http.get(url(PATHS.summary), () => HttpResponse.json(summaryAnswer(c.rate, c.time))),
        serveEvents(events),
      )
      await open()
      expect(screen.getByRole('heading', { level: 1, name: 'System Monitoring' })).toBeInTheDocument()

      // System Overview
      const status = within(figure('System Overview', 'Status')).getByText(c.statusWord)
      expect(status).toHaveClass(`bg-${c.statusVariant}-subtle`, `text-${c.statusVariant}-emphasis`)
      expect(figure('System Overview', 'Uptime')).toHaveTextContent(/^3d 4h 12m$/)
      expect(figure('System Overview', 'Last update')).toHaveTextContent(/Just now/)

      // Memory Usage: each edge of the memory thresholds
      expectGraded(figure('Memory Usage', 'Current'), '89.9%', 'High')
      expectGraded(figure('Memory Usage', 'Average'), '80.0%', 'High')
      expectGraded(figure('Memory Usage', 'Min'), '79.9%', 'Normal')
      expectGraded(figure('Memory Usage', 'Max'), '90.0%', 'Critical')
      expect(figure('Memory Usage', 'Heap used')).toHaveTextContent(/^179\.8 MB$/)
      expect(figure('Memory Usage', 'Heap total')).toHaveTextContent(/^200\.0 MB$/)
      expect(figure('Memory Usage', 'RSS')).toHaveTextContent(/^271\.3 MB$/)
      expect(figure('Memory Usage', 'External')).toHaveTextContent(/^9\.1 MB$/)
      expect(
        within(panel('Memory Usage')).getByRole('img', {
          name: /^Heap used over time, 3 samples from .+: between 79\.9% and 90\.0%, now 89\.9% \(High\)\. Thresholds: High from 80%, Critical from 90%\.$/,
        }),
      ).toBeInTheDocument()

      // Database, Cache, Requests
      expect(figure('Database Status', 'Connection')).toHaveTextContent(/^connected$/)
      expect(figure('Database Status', 'Memory usage')).toHaveTextContent(/^150\.3 MB of 200\.0 MB$/)
      expect(figure('Cache Performance', 'Hit rate')).toHaveTextContent(/^81\.2%$/)
      expect(figure('Cache Performance', 'Hits')).toHaveTextContent(/^4\.3K$/)
      expect(figure('Cache Performance', 'Hits')).toHaveAttribute('title', '4,321')
      expect(figure('Cache Performance', 'Misses')).toHaveTextContent(/^999$/)
      expect(figure('Request Metrics', 'Total requests')).toHaveTextContent(/^12\.3K$/)
      expectGraded(figure('Request Metrics', 'Average response time'), ms(c.time), c.timeWord)
      // Errors and failures are looked into one by one: the exact count beside the rounded one.
      expect(figure('Request Metrics', 'Errors')).toHaveTextContent(/^1\.5K \(1,499\)$/)
      expect(figure('Request Metrics', 'Cache hit rate')).toHaveTextContent(/^90\.0%$/)

      // API Success Rate
      expectGraded(figure('API Success Rate', 'Success rate'), c.rateShown, c.rateWord)
      expect(figure('API Success Rate', 'Total calls')).toHaveTextContent(/^2\.5K$/)
      expectGraded(figure('API Success Rate', 'Average response (/api/parking-lots)'), ms(c.time), c.timeWord)
      expect(figure('API Success Rate', 'Failures')).toHaveTextContent(/^1\.1K \(1,075\)$/)

      // Recent API Calls: the first ten, response times coloured at 999/1000/3000
      expect(tableRows()).toEqual(expectedRows(events.slice(0, 10)))
      expect(showing()).toHaveTextContent(/^Showing 1 to 10 of 23 results$/)
    },
  )

  it('shows the seeded backend’s answers', async () => {
    await open()
    const health = await lastAnswer<HealthResponse>(PATHS.health)
    const metrics = await lastAnswer<MetricsResponse>(PATHS.metrics)
    const cache = await lastAnswer<CacheStatusResponse>(PATHS.cache)
    const memory = await lastAnswer<MemoryPerformanceResponse>(PATHS.memory)
    const summary = await lastAnswer<ApiSuccessSummaryResponse>(PATHS.summary)
    const events = await lastAnswer<ApiSuccessEventsResponse>(PATHS.events)
    // The seeded world is alive.
    expect(memory.data.length).toBe(288)
    expect(summary.data.overall.totalRequests).toBeGreaterThan(100)
    expect(events.meta.total).toBeGreaterThan(100)

    const statusWord = { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' }[health.status]!
    expect(figure('System Overview', 'Status')).toHaveTextContent(new RegExp(`^${statusWord}$`))
    expect(figure('System Overview', 'Uptime')).toHaveTextContent(
      new RegExp(`^${health.checks.uptime.details.uptimeFormatted}$`),
    )
    const memoryWord = (percent: number): Word =>
      Number(percent.toFixed(1)) < 80 ? 'Normal' : Number(percent.toFixed(1)) < 90 ? 'High' : 'Critical'
    const current = memory.summary.currentHeapUsedPercent
    expectGraded(figure('Memory Usage', 'Current'), `${current.toFixed(1)}%`, memoryWord(current))
    expect(figure('Memory Usage', 'Heap used')).toHaveTextContent(new RegExp(`^${mb(memory.data.at(-1)!.heapUsed)}$`))
    expect(figure('Memory Usage', 'RSS')).toHaveTextContent(new RegExp(`^${mb(memory.data.at(-1)!.rss)}$`))
    expect(figure('Database Status', 'Connection')).toHaveTextContent(new RegExp(`^${metrics.system.database.status}$`))
    expect(figure('Cache Performance', 'Hits')).toHaveAttribute('title', cache.metrics.hits.toLocaleString('en-US'))
    expect(figure('Cache Performance', 'Hit rate')).toHaveTextContent(
      new RegExp(`^${cache.metrics.hit_rate.toFixed(1)}%$`),
    )
    expect(figure('Request Metrics', 'Total requests')).toHaveTextContent(
      new RegExp(`^${short(metrics.requests.total)}$`),
    )
    expect(figure('Request Metrics', 'Errors')).toHaveTextContent(new RegExp(`^${withExact(metrics.system.errors)}$`))
    expect(figure('API Success Rate', 'Success rate')).toHaveTextContent(
      new RegExp(`^${summary.data.overall.successRate.toFixed(1)}%`),
    )
    expect(figure('API Success Rate', 'Failures')).toHaveTextContent(
      new RegExp(`^${withExact(summary.data.overall.failureRequests)}$`),
    )
    expect(tableRows()).toEqual(expectedRows(events.data.slice(0, 10)))
    expect(showing()).toHaveTextContent(`Showing 1 to 10 of ${events.meta.total.toLocaleString('en-US')} results`)
  })

  it('draws the day of memory samples as a thin line, marked only under the pointer, with thin dashed thresholds', async () => {
    await open()
    // Built a moment after the screen is drawn (useChartTurn).
    const chart = await waitFor(() => {
      // eslint-disable-next-line testing-library/no-node-access -- the canvas is hidden from assistive technology (its panel's text alternative speaks for it): no role to find it by
      const canvas = panel('Memory Usage').querySelector('canvas')
      const built = canvas && Chart.getChart(canvas)
      expect(built).toBeTruthy()
      return built!
    })
    const [samples, high, critical] = [0, 1, 2].map((index) => chart.getDatasetMeta(index))
    expect(samples!.data).toHaveLength(288)
    // What is drawn: no marker on any of the 288 points, one on the point under the pointer.
    expect(samples!.data.every((point) => point.options.radius === 0)).toBe(true)
    expect(samples!.data[0]!.options.hoverRadius).toBeGreaterThan(0)
    for (const line of [high!, critical!]) {
      expect(line.label).toMatch(/from (80|90)%$/)
      expect(line.dataset!.options.borderWidth).toBe(1)
      expect(line.dataset!.options.borderDash).toEqual([6, 4])
      expect(line.data.every((point) => point.options.radius === 0 && point.options.hoverRadius === 0)).toBe(true)
    }
    // Time labels stay level, at most 8 of them, skipped to fit the width.
    expect(chart.options.scales!.x!.ticks).toMatchObject({ maxRotation: 0, autoSkip: true, maxTicksLimit: 8 })
  })

  it("shows the 'Using mock data' and 'Mock data' badges (the tests run on the simulated backend)", async () => {
    await open()
    expect(screen.getByText('Using mock data')).toBeInTheDocument()
    expect(within(panel('API Success Rate')).getByText('Mock data')).toBeInTheDocument()
  })
})

describe('System Monitoring: recent API calls', () => {
  it('pages 10 rows at a time through 50-call API pages, asking the server only for a new API page', async () => {
    await open()
    const first = await lastAnswer<ApiSuccessEventsResponse>(PATHS.events)
    const total = first.meta.total.toLocaleString('en-US')
    expect(showing()).toHaveTextContent(`Showing 1 to 10 of ${total} results`)
    expect(pageControl('Previous')).toHaveClass('disabled')
    expect(pageControl('Next')).not.toHaveClass('disabled')
    expect(callsTo(PATHS.events).map((call) => call.query)).toEqual([{ page: '1', limit: '50' }])

    const next = () =>
      userEvent.click(
        within(screen.getByRole('navigation', { name: 'Pagination, bottom' })).getByRole('button', {
          name: 'Next',
        }),
      )
    await next()
    expect(showing()).toHaveTextContent(`Showing 11 to 20 of ${total} results`)
    expect(tableRows()).toEqual(expectedRows(first.data.slice(10, 20)))
    expect(pageControl('Previous')).not.toHaveClass('disabled')
    for (let view = 3; view <= 5; view++) await next()
    expect(showing()).toHaveTextContent(`Showing 41 to 50 of ${total} results`)
    expect(tableRows()).toEqual(expectedRows(first.data.slice(40, 50)))
    expect(callsTo(PATHS.events)).toHaveLength(1)

    await next()
    await waitFor(() => expect(showing()).toHaveTextContent(/^Showing 51 to 60 of /))
    expect(callsTo(PATHS.events).map((call) => call.query)).toEqual([
      { page: '1', limit: '50' },
      { page: '2', limit: '50' },
    ])
    const second = await lastAnswer<ApiSuccessEventsResponse>(PATHS.events)
    expect(tableRows()).toEqual(expectedRows(second.data.slice(0, 10)))

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination, bottom' })).getByRole('button', {
        name: 'Previous',
      }),
    )
    expect(showing()).toHaveTextContent(/^Showing 41 to 50 of /)
  })

  it('Next is disabled on the last 10-row view, Previous on the first', async () => {
    const events = eventList(23)
    testServer.use(serveEvents(events))
    await open()
    expect(pageControl('Previous')).toHaveClass('disabled')
    const nav = () => screen.getByRole('navigation', { name: 'Pagination, bottom' })
    expect(within(nav()).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument()
    await userEvent.click(within(nav()).getByRole('button', { name: 'Next' }))
    await userEvent.click(within(nav()).getByRole('button', { name: 'Next' }))
    expect(showing()).toHaveTextContent(/^Showing 21 to 23 of 23 results$/)
    expect(tableRows()).toEqual(expectedRows(events.slice(20)))
    expect(pageControl('Next')).toHaveClass('disabled')
    expect(within(nav()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(callsTo(PATHS.events)).toHaveLength(1)
  })
})

describe('System Monitoring: going to a page of recent calls', () => {
  it('jumps from the top pager to the last 10-row view, which the bottom one then counts', async () => {
    const events = eventList(23)
    testServer.use(serveEvents(events))
    await open()
    const top = screen.getByRole('navigation', { name: 'Pagination, top' })
    await userEvent.type(within(top).getByRole('textbox', { name: 'Go to page' }), '3{Enter}')
    expect(showing()).toHaveTextContent(/^Showing 21 to 23 of 23 results$/)
    expect(tableRows()).toEqual(expectedRows(events.slice(20)))
    await userEvent.click(within(top).getByRole('button', { name: 'First' }))
    expect(showing()).toHaveTextContent(/^Showing 1 to 10 of 23 results$/)
  })
})

describe('System Monitoring: polling and Refresh', () => {
  it('asks every monitoring endpoint again after 30 s', async () => {
    // Faked before the first answers, so SWR's refresh timers are fake ones; the clock
    // also runs with real time, so the screen's first load needs no driving.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    await open()
    for (const path of ALL_PATHS) expect(callsTo(path), path).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    for (const path of ALL_PATHS) expect(callsTo(path), path).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    await waitFor(() => {
      for (const path of ALL_PATHS) expect(callsTo(path), path).toHaveLength(2)
    })
  })

  it('Refresh asks every panel again and shows its spinner for at least 1 s', async () => {
    let healthCalls = 0
    testServer.use(
      http.get(url(PATHS.health), () => {
        healthCalls++
        const answer = healthAnswer('healthy')
        answer.checks.uptime.details.uptimeFormatted = `1d 0h ${healthCalls}m`
        return HttpResponse.json(answer)
      }),
    )
    await open()
    expect(figure('System Overview', 'Uptime')).toHaveTextContent(/^1d 0h 1m$/)
    const user = fakeTimeouts()
    const button = screen.getByRole('button', { name: 'Refresh' })
    await user.click(button)
    expect(within(button).getByTestId('refresh-spinner')).toBeInTheDocument()
    expect(screen.getByText('Refreshing monitoring data...')).toBeInTheDocument()

    // The answers arrive while fake time stands still, long before the second is over: the spinner stays.
    await untilShown(() => expect(figure('System Overview', 'Uptime')).toHaveTextContent(/^1d 0h 2m$/))
    for (const path of ALL_PATHS) expect(callsTo(path), path).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(within(button).getByTestId('refresh-spinner')).toBeInTheDocument()
    expect(button).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(within(button).queryByTestId('refresh-spinner')).not.toBeInTheDocument()
    expect(button).toBeEnabled()
    expect(screen.queryByText('Refreshing monitoring data...')).not.toBeInTheDocument()
  })
})

describe('System Monitoring: states', () => {
  it(`shows '${LOADING}' until the first answers arrive`, async () => {
    testServer.use(
      http.get(url(PATHS.memory), async () => {
        await delay(150)
        return undefined
      }),
    )
    await signIn()
    renderApp('/monitoring')
    expect(await screen.findByText(LOADING)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'System Overview' })).not.toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Memory Usage' })).toBeInTheDocument()
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
  })

  it('a failing panel shows its own error and Retry while the others show their figures', async () => {
    testBackend.setScenario({ ...DEFAULT_SCENARIO, error: { endpoint: PATHS.cache, status: 503 } })
    await open()
    const cachePanel = panel('Cache Performance')
    expect(within(cachePanel).getByText(/^Cache Performance unavailable: API call failed: 503/)).toBeInTheDocument()
    expect(within(cachePanel).queryByRole('term')).not.toBeInTheDocument()
    expect(figure('System Overview', 'Uptime')).toHaveTextContent(/\d+d \d+h \d+m/)
    expect(figure('Request Metrics', 'Total requests')).toHaveTextContent(/\d/)
    expect(figure('Memory Usage', 'Current')).toHaveTextContent(/%/)
    expect(screen.queryByText(/Error loading monitoring data/)).not.toBeInTheDocument()

    testBackend.setScenario(DEFAULT_SCENARIO)
    await userEvent.click(within(cachePanel).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(figure('Cache Performance', 'Hit rate')).toHaveTextContent(/%$/))
    expect(within(panel('Cache Performance')).queryByText(/unavailable/)).not.toBeInTheDocument()
  })

  it("nothing loads: 'Error loading monitoring data: {message}', and Retry asks every call again", async () => {
    let failing = true
    testServer.use(
      ...ALL_PATHS.map((path) =>
        http.get(url(path), () =>
          failing ? new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }) : undefined,
        ),
      ),
    )
    await signIn()
    renderApp('/monitoring')
    expect(
      await screen.findByText('Error loading monitoring data: API call failed: 503 Service Unavailable'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'System Overview' })).not.toBeInTheDocument()

    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('table', { name: 'Recent API calls' })).toBeInTheDocument()
    for (const path of ALL_PATHS) expect(callsTo(path).length, path).toBeGreaterThanOrEqual(2)
    expect(figure('System Overview', 'Uptime')).toHaveTextContent(/\d+d \d+h \d+m/)
    expect(screen.queryByText(/Error loading monitoring data/)).not.toBeInTheDocument()
  })
})
