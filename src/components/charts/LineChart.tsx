import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js'
import { useRef, useState, type KeyboardEvent } from 'react'
import { Line } from 'react-chartjs-2'
import { ChartBox } from './ChartBox'
import { CHART_PALETTE, themeColor, useColourScheme, type ThemeColor } from './theme'

// Chart.js is registered here only, so it ships with the screens that draw charts.
ChartJS.register(LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend)

export interface LineSeries {
  label: string
  /** One value per x position; null where there is none (no point, a gap in the line). */
  values: Array<number | null>
  /** A theme colour; by default the palette's colour at the series' position. */
  color?: ThemeColor
  /** A thin dashed line, for a reference such as an average or a threshold. */
  dashed?: boolean
  /**
   * Names each point in the tooltip and the text alternative in place of the x label: the
   * day a previous period's value is of.
   */
  pointLabels?: string[]
}

export interface LineChartProps {
  /** Starts the text alternative: 'Retention curve: ...'. */
  title: string
  /** The x positions as the axis shows them. */
  labels: string[]
  /** The x positions as the text alternative reads them (by default the labels). */
  spokenLabels?: string[]
  series: LineSeries[]
  /** A value as the axis, the tooltip and the text alternative show it. */
  formatValue: (value: number) => string
  /** A y-axis tick (by default as formatValue). */
  formatTick?: (value: number) => string
  xTitle?: string
  yTitle?: string
  /** The y axis starts here (default 0) and reaches at least suggestedMax. */
  yMin?: number
  suggestedMax?: number
  /** Fixed height of the chart's box in px (the canvas fills it). */
  height?: number
  /**
   * A marker on every point (default). Without, a line of many samples stays a thin line:
   * a point is marked only under the pointer, and a dashed line never.
   */
  markers?: boolean
  /** At most this many x labels, level and spaced so they fit; by default Chart.js's own choice. */
  maxXTicks?: number
  /**
   * A click on the chart, with the x position under the pointer (or nearest it). Given, the
   * chart also takes the focus: the arrow keys (Home, End) step through the x positions,
   * each shown and said with every line's value there, and Enter picks the one shown.
   */
  onPick?: (index: number) => void
}

/** 'Title: A x1 v, x2 v; B x1 v' — every line with its values, the gaps left out. */
export function describeLines({ title, labels, spokenLabels = labels, series, formatValue }: LineChartProps): string {
  const lines = series.map((line) => {
    const points = line.values.flatMap((value, index) =>
      value === null ? [] : [`${line.pointLabels?.[index] ?? spokenLabels[index]} ${formatValue(value)}`],
    )
    return `${line.label} ${points.length ? points.join(', ') : 'no values'}`
  })
  return `${title}: ${lines.length ? lines.join('; ') : 'no lines'}`
}

/** 'Nov 20: This period 1,234; Previous period (Nov 13) 1,100': every line's value at one x position. */
export function describePosition(
  { labels, spokenLabels = labels, series, formatValue }: LineChartProps,
  index: number,
) {
  const values = series.map((line) => {
    const value = line.values[index]
    const day = line.pointLabels?.[index]
    const named = day && day !== spokenLabels[index] ? `${line.label} (${day})` : line.label
    return `${named} ${value === null || value === undefined ? 'no value' : formatValue(value)}`
  })
  return `${spokenLabels[index]}: ${values.join('; ')}`
}

/** The x position a key moves to from `index` (-1 before any), or null for a key that does not move. */
function steppedIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(index + 1, count - 1)
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(index - 1, 0)
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * Lines over categories (days, weeks): every colour from the theme, no animation, a box
 * of fixed height, and the figures of every line as the canvas's accessible label.
 */
export function LineChart(props: LineChartProps) {
  const {
    labels,
    series,
    formatValue,
    formatTick = formatValue,
    xTitle,
    yTitle,
    yMin = 0,
    suggestedMax,
    height = 280,
    markers = true,
    maxXTicks,
    onPick,
  } = props
  // Drawn anew, in the new scheme's colours, when the colour mode changes.
  const scheme = useColourScheme()
  const chartRef = useRef<ChartJS<'line'>>(null)
  // The x position the keyboard is on, -1 for none; shown by the tooltip, said by the status line.
  const [focused, setFocused] = useState(-1)
  const show = (index: number) => {
    const chart = chartRef.current
    setFocused(index)
    if (!chart) return
    const active = index < 0 ? [] : series.map((_, datasetIndex) => ({ datasetIndex, index }))
    const drawn = active.filter(({ datasetIndex }) => series[datasetIndex]!.values[index] !== null)
    chart.setActiveElements(drawn)
    chart.tooltip?.setActiveElements(drawn, { x: 0, y: 0 })
    chart.update()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && focused >= 0) {
      event.preventDefault()
      onPick?.(focused)
      return
    }
    const next = steppedIndex(event.key, focused, labels.length)
    if (next === null) return
    event.preventDefault()
    show(next)
  }
  const text = themeColor('body-color')
  const grid = themeColor('border-color')
  const axisTitle = (title: string | undefined) => (title ? { display: true, text: title, color: text } : undefined)

  return (
    <ChartBox
      height={height}
      after={
        onPick && (
          <span role="status" className="visually-hidden">
            {focused >= 0 ? describePosition(props, focused) : ''}
          </span>
        )
      }
    >
      <Line
        key={scheme}
        ref={chartRef}
        role="img"
        aria-label={describeLines(props)}
        {...(onPick && {
          tabIndex: 0,
          'aria-keyshortcuts': 'ArrowLeft ArrowRight Home End Enter',
          onKeyDown,
          onBlur: () => show(-1),
        })}
        data={{
          labels,
          datasets: series.map((line, index) => {
            const color = themeColor(line.color ?? CHART_PALETTE[index % CHART_PALETTE.length]!)
            return {
              label: line.label,
              data: line.values,
              borderColor: color,
              backgroundColor: color,
              borderDash: line.dashed ? [6, 4] : undefined,
              borderWidth: line.dashed ? 1 : 2,
              pointRadius: markers ? 3 : 0,
              pointHoverRadius: markers || !line.dashed ? 4 : 0,
              spanGaps: false,
            }
          }),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          onClick: onPick && ((_event, elements) => elements[0] && onPick(elements[0].index)),
          scales: {
            x: {
              ticks:
                maxXTicks === undefined
                  ? { color: text }
                  : { color: text, autoSkip: true, autoSkipPadding: 12, maxRotation: 0, maxTicksLimit: maxXTicks },
              grid: { color: grid },
              border: { color: grid },
              title: axisTitle(xTitle),
            },
            y: {
              min: yMin,
              suggestedMax,
              ticks: { color: text, callback: (value) => formatTick(Number(value)) },
              grid: { color: grid },
              border: { color: grid },
              title: axisTitle(yTitle),
            },
          },
          plugins: {
            // Clicking a legend entry would hide a line the text alternative still names;
            // the screen decides which lines are drawn.
            legend: {
              position: 'bottom',
              onClick: () => {},
              labels: { usePointStyle: true, pointStyle: 'line', boxWidth: 24, color: text },
            },
            tooltip: {
              callbacks: {
                label: (item) =>
                  `${series[item.datasetIndex]?.pointLabels?.[item.dataIndex] ?? item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0)}`,
              },
            },
          },
        }}
      />
    </ChartBox>
  )
}
