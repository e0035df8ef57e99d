import type { ApiSuccessSummaryResponse, CacheStatusResponse, MetricsResponse } from '@/api/types'
import { GradedValue } from '@/components/GradeBadge'
import { ExactCount } from '@/components/StatCard'
import { formatCount, formatExact, formatPercent } from '@/lib/format'
import { responseTimeGrade, successRateGrade } from '@/lib/thresholds'
import { Figures, type Figure } from './MonitoringPanel'
import { formatMb, formatMs, gradeShownPercent } from './monitoringFormat'

/** A count as docs/product.md#number-and-time-formatting shows it (5.0K), the exact figure on hover. */
function count(term: string, value: number): Figure {
  return { term, value: formatCount(value), exact: formatExact(value) }
}

/** A count of things an operator looks into one by one (errors, failures): the exact figure shown beside it. */
function exactCount(term: string, value: number): Figure {
  return { ...count(term, value), value: <ExactCount value={value} /> }
}

export function DatabaseStatus({ system }: { system: MetricsResponse['system'] }) {
  const { heapUsed, heapTotal } = system.memoryUsage
  return (
    <Figures
      items={[
        { term: 'Connection', value: system.database.status },
        { term: 'Memory usage', value: `${formatMb(heapUsed)} of ${formatMb(heapTotal)}` },
      ]}
    />
  )
}

export function CachePerformance({ cache }: { cache: CacheStatusResponse }) {
  return (
    <Figures
      items={[
        { term: 'Hit rate', value: formatPercent(cache.metrics.hit_rate) },
        count('Hits', cache.metrics.hits),
        count('Misses', cache.metrics.misses),
      ]}
    />
  )
}

export function RequestMetrics({ metrics }: { metrics: MetricsResponse }) {
  const average = metrics.performance.averageResponseTime
  return (
    <Figures
      items={[
        count('Total requests', metrics.requests.total),
        {
          term: 'Average response time',
          value: <GradedValue value={formatMs(average)} grade={responseTimeGrade(average)} />,
        },
        exactCount('Errors', metrics.system.errors),
        { term: 'Cache hit rate', value: formatPercent(metrics.performance.cacheHitRate) },
      ]}
    />
  )
}

export function ApiSuccessRate({ summary }: { summary: ApiSuccessSummaryResponse['data'] }) {
  const { overall, byEndpoint } = summary
  const first = byEndpoint[0]
  return (
    <Figures
      items={[
        {
          term: 'Success rate',
          value: (
            <GradedValue
              value={formatPercent(overall.successRate)}
              grade={gradeShownPercent(overall.successRate, successRateGrade)}
            />
          ),
        },
        count('Total calls', overall.totalRequests),
        {
          term: first ? `Average response (${first.endpoint})` : 'Average response',
          value: first ? (
            <GradedValue value={formatMs(first.avgResponseTime)} grade={responseTimeGrade(first.avgResponseTime)} />
          ) : (
            'No calls'
          ),
        },
        exactCount('Failures', overall.failureRequests),
      ]}
    />
  )
}
