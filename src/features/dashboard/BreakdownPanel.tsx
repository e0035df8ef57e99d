import Card from 'react-bootstrap/Card'
import Table from 'react-bootstrap/Table'
import type { ReactNode } from 'react'
import type { DashboardSection } from '../../api/types'
import { BreakdownChart } from '../../components/charts/BreakdownChart'
import { formatCount, formatExact } from '../../lib/format'

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

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="col-6 col-sm-3">
      <div className="small text-secondary">{label}</div>
      <div className="fs-5 fw-semibold" title={formatExact(value)}>
        {formatCount(value)}
      </div>
    </div>
  )
}

function BreakdownTable({ breakdown }: { breakdown: Breakdown }) {
  const keys = Object.keys(breakdown.allTime)
  return (
    <div className="row g-3 align-items-center mt-1">
      <div className="col-12 col-sm-6">
        <Table size="sm" className="mb-0">
          <caption className="caption-top pt-0">{breakdown.title}</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col" className="text-end">All time</th>
              <th scope="col" className="text-end">Today</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="fw-normal">{typeLabel(key)}</th>
                <td className="text-end" title={formatExact(breakdown.allTime[key] ?? 0)}>{formatCount(breakdown.allTime[key] ?? 0)}</td>
                <td className="text-end" title={formatExact(breakdown.today[key] ?? 0)}>{formatCount(breakdown.today[key] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div className="col-12 col-sm-6">
        <BreakdownChart
          title={`${breakdown.title}, all time`}
          slices={keys.map((key) => ({ label: typeLabel(key), value: breakdown.allTime[key] ?? 0 }))}
        />
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

/** One area of the app (lifecycle, search, ...): all-time and today figures and per-type breakdowns. */
export function BreakdownPanel({ title, parts, extra }: { title: string; parts: PanelPart[]; extra?: ReactNode }) {
  return (
    <Card className="h-100 shadow-sm" as="section" aria-label={title}>
      <Card.Header as="h2" className="fs-5">
        {title}
      </Card.Header>
      <Card.Body>
        {parts.map(({ heading, section, breakdowns }) => (
          <div key={heading ?? title} className="mb-3">
            {heading && <h3 className="fs-6 fw-semibold">{heading}</h3>}
            <div className="row g-2">
              <Figure label="Events, all time" value={section.totalEvents} />
              <Figure label="Events today" value={section.todayEvents} />
              <Figure label="Users, all time" value={section.uniqueUsers} />
              <Figure label="Users today" value={section.todayUniqueUsers} />
            </div>
            {breakdowns.map((breakdown) => (
              <BreakdownTable key={breakdown.title} breakdown={breakdown} />
            ))}
          </div>
        ))}
        {extra}
      </Card.Body>
    </Card>
  )
}
