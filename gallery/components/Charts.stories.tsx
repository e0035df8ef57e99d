import type { Meta } from '@storybook/react-vite'
import { BarChart } from '@/components/charts/BarChart'
import { BreakdownChart } from '@/components/charts/BreakdownChart'
import { LineChart } from '@/components/charts/LineChart'
import { addDays, today } from '@/lib/dateRange'
import { formatExact, formatPercent, formatShortDay } from '@/lib/format'
import { described } from './described'

// The console's three charts (Chart.js on a canvas, its figures in the canvas's accessible
// label), each with data and with none. The colours follow the toolbar's light or dark
// mode; the line chart's days end on the toolbar clock's day.

const meta: Meta = {
  title: 'Components/Charts',
  component: LineChart,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'LineChart, BarChart and BreakdownChart (src/components/charts). Each draws on a canvas and names every figure in its aria-label, for screen readers.',
      },
    },
  },
}

export default meta

/** The last 14 days up to the toolbar clock's day, oldest first. */
function lastDays(count = 14): string[] {
  const end = today()
  return Array.from({ length: count }, (_, index) => addDays(end, index - count + 1))
}

const THIS_PERIOD = [412, 380, 455, 501, 478, 390, 365, 430, 512, 540, 498, 470, null, 455]
const PREVIOUS_PERIOD = [390, 402, 410, 420, 455, 380, 350, 398, 450, 470, 480, 430, 445, 460]

export const LineWithData = described(
  'Two lines over 14 days, a day without a value (a gap in "This period"), and a dashed average.',
  () => {
    const days = lastDays()
    const average = Math.round(THIS_PERIOD.reduce<number>((sum, value) => sum + (value ?? 0), 0) / 13)
    return (
      <LineChart
        title="Events per day"
        labels={days.map(formatShortDay)}
        series={[
          { label: 'This period', values: THIS_PERIOD },
          { label: 'Previous period', values: PREVIOUS_PERIOD },
          { label: 'Average', values: days.map(() => average), dashed: true, color: 'orange' },
        ]}
        formatValue={formatExact}
        xTitle="Day"
        yTitle="Events"
      />
    )
  },
)

export const LineWithoutData = described(
  'No lines and no days: the axes alone, and "no lines" in the text alternative.',
  () => <LineChart title="Events per day" labels={[]} series={[]} formatValue={formatExact} />,
)

export const LineWithEmptySeries = described(
  'Days but no values in them: the axes, the legend, no line ("no values" in the text alternative).',
  () => {
    const days = lastDays(7)
    return (
      <LineChart
        title="Events per day"
        labels={days.map(formatShortDay)}
        series={[{ label: 'This period', values: days.map(() => null) }]}
        formatValue={formatExact}
      />
    )
  },
)

export const BarWithData = described(
  'One bar per label, each in its own colour, with a word after the value (in the tooltip and the text alternative).',
  () => (
    <BarChart
      title="Retention by window"
      bars={[
        { label: 'Day 1', value: 62.5, color: 'green', note: 'Strong' },
        { label: 'Day 7', value: 31.2, color: 'yellow', note: 'Fair' },
        { label: 'Day 30', value: 12.8, color: 'red', note: 'Weak' },
      ]}
      formatValue={formatPercent}
      min={0}
      max={100}
    />
  ),
)

export const BarWithoutData = described('No bars: the axes alone.', () => (
  <BarChart title="Retention by window" bars={[]} formatValue={formatPercent} />
))

export const BreakdownWithData = described('A doughnut of one breakdown, its legend below.', () => (
  <BreakdownChart
    title="Events by type"
    slices={[
      { label: 'Navigation', value: 5_210 },
      { label: 'Search', value: 3_104 },
      { label: 'Share deeplink', value: 871 },
      { label: 'Lifecycle', value: 2_456 },
      { label: 'Feedback', value: 120 },
    ]}
  />
))

export const BreakdownWithoutData = described(
  'No slices: an empty box (Chart.js draws nothing, and no legend).',
  () => <BreakdownChart title="Events by type" slices={[]} />,
)
