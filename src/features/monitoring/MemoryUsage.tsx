import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import type { MemoryPerformanceResponse } from '@/api/types'
import { LineChart } from '@/components/charts/LineChart'
import { GradedValue } from '@/components/GradeBadge'
import { formatHourMinute, formatPercent } from '@/lib/format'
import { memoryGrade } from '@/lib/thresholds'
import { Figures } from './MonitoringPanel'
import { formatMb, gradeShownPercent } from './monitoringFormat'

/** The memory thresholds (docs/product.md#colour-thresholds), drawn as flat lines over the samples. */
export const MEMORY_THRESHOLDS = [
  { percent: 80, label: 'High from 80%', color: 'yellow' },
  { percent: 90, label: 'Critical from 90%', color: 'red' },
] as const

const clock = (timestamp: string) => formatHourMinute(timestamp) ?? timestamp

function gradedPercent(percent: number) {
  return <GradedValue value={formatPercent(percent)} grade={gradeShownPercent(percent, memoryGrade)} />
}

/** What the chart shows, in words: its time range, the lowest and highest heap use, and now. */
export function describeMemoryChart({ summary, data }: MemoryPerformanceResponse): string {
  if (data.length === 0) return 'Heap used over time: no samples'
  const current = summary.currentHeapUsedPercent
  return (
    `Heap used over time, ${data.length} samples from ${clock(data[0]!.timestamp)} to ${clock(data.at(-1)!.timestamp)}: ` +
    `between ${formatPercent(summary.minHeapUsedPercent)} and ${formatPercent(summary.maxHeapUsedPercent)}, ` +
    `now ${formatPercent(current)} (${gradeShownPercent(current, memoryGrade).word}). ` +
    `Thresholds: ${MEMORY_THRESHOLDS.map((line) => line.label).join(', ')}.`
  )
}

/** Heap use now, on average, at its lowest and highest; the latest sample in MB; and the samples as a line. */
export function MemoryUsage({ memory }: { memory: MemoryPerformanceResponse }) {
  const { summary, data } = memory
  const latest = data.at(-1)
  const labels = data.map((sample) => clock(sample.timestamp))
  return (
    <Row className="g-3">
      <Col xs={12} lg={4}>
        <Figures
          items={[
            { term: 'Current', value: gradedPercent(summary.currentHeapUsedPercent) },
            { term: 'Average', value: gradedPercent(summary.averageHeapUsedPercent) },
            { term: 'Min', value: gradedPercent(summary.minHeapUsedPercent) },
            { term: 'Max', value: gradedPercent(summary.maxHeapUsedPercent) },
          ]}
        />
        {latest && (
          <>
            <h3 className="fs-6 mt-3 mb-1">Latest sample</h3>
            <Figures
              items={[
                { term: 'Heap used', value: formatMb(latest.heapUsed) },
                { term: 'Heap total', value: formatMb(latest.heapTotal) },
                { term: 'RSS', value: formatMb(latest.rss) },
                { term: 'External', value: formatMb(latest.external) },
              ]}
            />
          </>
        )}
      </Col>
      <Col xs={12} lg={8}>
        {/* The chart's own text alternative names every one of the ~288 points three times;
            this one says what a person reads off it. */}
        <div role="img" aria-label={describeMemoryChart(memory)}>
          <div aria-hidden="true">
            <LineChart
              title="Heap used"
              labels={labels}
              series={[
                { label: 'Heap used', values: data.map((sample) => sample.heapUsedPercent), color: 'blue' },
                ...MEMORY_THRESHOLDS.map((line) => ({
                  label: line.label,
                  values: data.map(() => line.percent),
                  color: line.color,
                  dashed: true,
                })),
              ]}
              formatValue={formatPercent}
              formatTick={(value) => `${value}%`}
              yTitle="Heap used"
              yMin={0}
              suggestedMax={100}
              height={260}
              markers={false}
              maxXTicks={8}
            />
          </div>
        </div>
      </Col>
    </Row>
  )
}
