import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js'
import { Bar } from 'react-chartjs-2'
import { formatExact } from '@/lib/format'
import { ChartBox } from './ChartBox'
import { CHART_PALETTE, themeColor, useColourScheme, type ThemeColor } from './theme'

// Chart.js is registered here only, so it ships with the screens that draw charts. The
// Legend is not: one bar per label says what each bar is, and the canvas's label says it
// in words (the legend is switched off below in case another chart registered it).
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip)

export interface BarChartBar {
  label: string
  value: number
  /** A theme colour; the palette's first when left out. */
  color?: ThemeColor
  /** A word shown after the value, in the tooltip and the text alternative: 'Strong'. */
  note?: string
}

export interface BarChartProps {
  /** Names the chart in its text alternative: 'Retention by window'. */
  title: string
  bars: BarChartBar[]
  /** A value as the screen shows it: in the text alternative and the tooltip. */
  formatValue?: (value: number) => string
  /** A tick of the value axis; formatValue by default. */
  formatTick?: (value: number) => string
  /** The value axis's range; Chart.js fits it to the data when left out. */
  min?: number
  max?: number
  /** Height of the box the chart fills, in px. */
  height?: number
}

/** One bar per label, each in its own colour; the canvas carries every bar and value as its label. */
export function BarChart({
  title,
  bars,
  formatValue = formatExact,
  formatTick = formatValue,
  min,
  max,
  height = 220,
}: BarChartProps) {
  const valueText = (bar: BarChartBar) => `${formatValue(bar.value)}${bar.note ? ` (${bar.note})` : ''}`
  const description = `${title}: ${bars.map((bar) => `${bar.label} ${valueText(bar)}`).join(', ')}`
  // Drawn anew, in the new scheme's colours, when the colour mode changes.
  const scheme = useColourScheme()
  const text = themeColor('body-color')
  const lines = themeColor('border-color')
  return (
    <ChartBox height={height}>
      <Bar
        key={scheme}
        role="img"
        aria-label={description}
        data={{
          labels: bars.map((bar) => bar.label),
          datasets: [
            {
              label: title,
              data: bars.map((bar) => bar.value),
              backgroundColor: bars.map((bar) => themeColor(bar.color ?? CHART_PALETTE[0]!)),
              // An outline in the text colour keeps a light bar (yellow) visible on a light page.
              borderColor: text,
              borderWidth: 1,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => valueText(bars[item.dataIndex]!) } },
          },
          scales: {
            x: { ticks: { color: text }, grid: { display: false }, border: { color: lines } },
            y: {
              min,
              max,
              beginAtZero: true,
              ticks: { color: text, callback: (value) => formatTick(Number(value)) },
              grid: { color: lines },
              border: { color: lines },
            },
          },
        }}
      />
    </ChartBox>
  )
}
