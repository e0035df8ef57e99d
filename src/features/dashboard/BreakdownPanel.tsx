import Card from 'react-bootstrap/Card'
import Table from 'react-bootstrap/Table'
import { lazy, Suspense, type ReactNode } from 'react'
import type { DashboardSection } from '@/api/types'
import { ChartPlaceholder } from '@/components/charts/ChartBox'
import { formatCount, formatExact } from '@/lib/format'

// The doughnuts load after the figures: Chart.js is the largest part of the dashboard's
// code, and the figures and tables say everything the charts draw.
const BreakdownChart = lazy(() =>
  import('@/components/charts/BreakdownChart').then((module) => ({ default: module.BreakdownChart })),
)

export interface Breakdown {
  title: string
  /** Keys as the API sends them (APP_LAUNCH), in display order. */
  allTime: Record<string, number>
  today: Record<string, number>
}

const TYPE_LABELS: Record<string, string> = {
  APP_LAUNCH: 'App launch',
  FIRST_LAUNCH: 'First launch',
  GENERAL: 'General',
  CHEAP: 'Cheap',
  EASY: 'Easy',
  GOOGLE_MAPS: 'Google Maps',
  APPLE_MAPS: 'Apple Maps',
  WAZE: 'Waze',
  APP_STORE: 'App Store',
  PARKING_SPOT: 'Parking spot',
  DEEPLINK_CLICKED: 'Deeplink clicked',
  DEEPLINK_REDIRECTED_TO_APP: 'Redirected to app',
  DEEPLINK_REDIRECTED_TO_WEB: 'Redirected to web',
  DOWNLOAD_CLICKED: 'Download clicked',
}

/** A type key the console has no label for still shows, in words. */
export function typeLabel(key: string): string {
  return TYPE_LABELS[key] ?? key.charAt(0) + key.slice(1).toLowerCase().replaceAll('_', ' ')
}

function Figure({ label, value, wide }: { label: string; value: number; wide: boolean }) {
  return (
    <div className={wide ? 'col-6 col-sm-3' : 'col-6'}>
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-5 fw-semibold" title={formatExact(value)}>
        {formatCount(value)}
      </div>
    </div>
  )
}

function BreakdownTable({ breakdown, wide }: { breakdown: Breakdown; wide: boolean }) {
  const keys = Object.keys(breakdown.allTime)
  return (
    <div className="row g-3 align-items-center mt-1">
      <div className={wide ? 'col-12 col-sm-7' : 'col-12'}>
        <Table size="sm" className="mb-0 text-nowrap">
          <caption className="caption-top pt-0">{breakdown.title}</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col" className="text-end">
                All time
              </th>
              <th scope="col" className="text-end">
                Today
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="fw-normal">
                  {typeLabel(key)}
                </th>
                <td className="text-end" title={formatExact(breakdown.allTime[key] ?? 0)}>
                  {formatCount(breakdown.allTime[key] ?? 0)}
                </td>
                <td className="text-end" title={formatExact(breakdown.today[key] ?? 0)}>
                  {formatCount(breakdown.today[key] ?? 0)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div className={wide ? 'col-12 col-sm-5' : 'col-12'}>
        <Suspense fallback={<ChartPlaceholder height={200} />}>
          <BreakdownChart
            title={`${breakdown.title}, all time`}
            slices={keys.map((key) => ({ label: typeLabel(key), value: breakdown.allTime[key] ?? 0 }))}
          />
        </Suspense>
      </div>
    </div>
  )
}

export interface PanelPart {
  /** Shown when a panel has more than one part. */
  heading?: string
  section: DashboardSection
  breakdowns: Breakdown[]
}

/**
 * One area of the app (lifecycle, search, ...): all-time and today figures and per-type
 * breakdowns. A `wide` panel spans the page: its parts sit side by side, and each table
 * has its chart beside it rather than below.
 */
export function BreakdownPanel({
  title,
  parts,
  extra,
  wide = false,
}: {
  title: string
  parts: PanelPart[]
  extra?: ReactNode
  wide?: boolean
}) {
  return (
    <Card className="h-100 shadow-sm" as="section" aria-label={title}>
      <Card.Header as="h2" className="fs-5">
        {title}
      </Card.Header>
      <Card.Body className="row g-3 mx-0">
        {parts.map(({ heading, section, breakdowns }) => (
          <div key={heading ?? title} className={wide ? 'col-12 col-xl-6' : 'col-12'}>
            {heading && <h3 className="fs-6 fw-semibold">{heading}</h3>}
            <div className="row g-2">
              <Figure wide={wide} label="Events, all time" value={section.totalEvents} />
              <Figure wide={wide} label="Events today" value={section.todayEvents} />
              <Figure wide={wide} label="Users, all time" value={section.uniqueUsers} />
              <Figure wide={wide} label="Users today" value={section.todayUniqueUsers} />
            </div>
            {breakdowns.map((breakdown) => (
              <BreakdownTable key={breakdown.title} breakdown={breakdown} wide={wide} />
            ))}
          </div>
        ))}
        {extra && <div className="col-12">{extra}</div>}
      </Card.Body>
    </Card>
  )
}
