import type { HealthResponse } from '@/api/types'
import { GradeBadge } from '@/components/GradeBadge'
import { RelativeTime } from '@/components/RelativeTime'
import type { Grade } from '@/lib/thresholds'
import { Figures } from './MonitoringPanel'

const KNOWN: Record<string, Grade> = {
  healthy: { variant: 'success', word: 'Healthy' },
  warning: { variant: 'warning', word: 'Warning' },
  unhealthy: { variant: 'danger', word: 'Unhealthy' },
}

/** A health status in its colour and in words; a value docs/product.md#system-health-and-metrics does not list is grey 'Unknown', with the value. */
export function HealthStatusBadge({ status }: { status: string }) {
  const grade = Object.hasOwn(KNOWN, status) ? KNOWN[status] : undefined
  return <GradeBadge grade={grade ?? { variant: 'secondary', word: `Unknown (${status || 'no status'})` }} />
}

const CHECKS = [
  ['database', 'Database check'],
  ['cache', 'Cache check'],
  ['memory', 'Memory check'],
  ['uptime', 'Uptime check'],
] as const

/** Overall status, uptime and when the server answered, and the status of each check. */
export function SystemOverview({ health }: { health: HealthResponse }) {
  return (
    <>
      <Figures
        items={[
          { term: 'Status', value: <HealthStatusBadge status={health.status} /> },
          { term: 'Uptime', value: health.checks.uptime.details.uptimeFormatted },
          { term: 'Last update', value: <RelativeTime timestamp={health.timestamp} /> },
        ]}
      />
      <h3 className="fs-6 mt-3 mb-1">Checks</h3>
      <Figures
        items={CHECKS.map(([key, label]) => ({
          term: label,
          value: <HealthStatusBadge status={health.checks[key].status} />,
        }))}
      />
    </>
  )
}
