import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import Table from 'react-bootstrap/Table'
import type { RetentionResponse } from '@/api/types'
import { BarChart } from '@/components/charts/BarChart'
import { GradeBadge } from '@/components/GradeBadge'
import { formatPercent } from '@/lib/format'
import {
  LEVEL_STYLES,
  LEVELS,
  RETENTION_WINDOWS,
  formatRate,
  levelRanges,
  retentionLevel,
  type RetentionLevel,
} from './retentionLevels'

/** A level in words, in its colour: the figure beside it never relies on colour alone. */
function LevelBadge({ level }: { level: RetentionLevel }) {
  const { label, variant } = LEVEL_STYLES[level]
  return <GradeBadge grade={{ variant, word: label }} />
}

function RatesTable({ retention }: { retention: RetentionResponse['retention'] }) {
  return (
    <Table size="sm" className="mb-0">
      <caption className="caption-top pt-0">Retention rates</caption>
      <thead>
        <tr>
          <th scope="col">Window</th>
          <th scope="col" className="text-end text-nowrap">
            Came back
          </th>
          <th scope="col">Level</th>
        </tr>
      </thead>
      <tbody>
        {RETENTION_WINDOWS.map(({ key, label, meaning }) => {
          const level = retentionLevel(key, retention[key])
          return (
            <tr key={key}>
              <th scope="row" className="fw-normal">
                {label}
                <div className="small text-body-secondary">{meaning}</div>
              </th>
              <td className={`text-end align-middle fs-5 fw-semibold text-${LEVEL_STYLES[level].variant}-emphasis`}>
                {formatRate(retention[key])}
              </td>
              <td className="align-middle">
                <LevelBadge level={level} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

/** What each level means in each window (the original spec gives no thresholds: see retentionLevels.ts). */
function LevelLegend() {
  const ranges = RETENTION_WINDOWS.map(({ key }) => levelRanges(key))
  return (
    <Table size="sm" className="mb-0 small">
      <caption className="caption-top pt-0">Levels</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          {RETENTION_WINDOWS.map(({ key, label }) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {LEVELS.map((level) => (
          <tr key={level}>
            <th scope="row">
              <LevelBadge level={level} />
            </th>
            {ranges.map((range, index) => (
              <td key={RETENTION_WINDOWS[index]!.key}>{range[level]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** Day 1, week 1 and month 1 retention: figures with their levels, a bar chart of them, and the legend. */
export function RetentionRates({ retention }: { retention: RetentionResponse['retention'] }) {
  const bars = RETENTION_WINDOWS.map(({ key, label }) => {
    const style = LEVEL_STYLES[retentionLevel(key, retention[key])]
    return { label, value: retention[key] * 100, color: style.chartColor, note: style.label }
  })
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby="retention-rates-heading">
      <Card.Header as="h2" className="fs-5" id="retention-rates-heading">
        Retention
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          Share of users who came back after their first day, among those whose window has ended.
        </p>
        <Row className="g-3 align-items-center">
          <Col xs={12} md={6}>
            <RatesTable retention={retention} />
          </Col>
          <Col xs={12} md={6}>
            <BarChart
              title="Retention by window"
              bars={bars}
              formatValue={formatPercent}
              formatTick={(value) => `${value}%`}
              min={0}
              max={100}
            />
          </Col>
          <Col xs={12}>
            <LevelLegend />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  )
}
