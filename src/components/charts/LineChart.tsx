import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js'
import { Line } from 'react-chartjs-2'
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
  /** Names each point in the tooltip in place of the line's label: the day a previous period's value is of. */
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
  /** A click on the chart, with the x position under the pointer (or nearest it). */
  onPick?: (index: number) => void
}

/** 'Title: A x1 v, x2 v; B x1 v' — every line with its values, the gaps left out. */
export function describeLines({ title, labels, spokenLabels = labels, series, formatValue }: LineChartProps): string {
  const lines = series.map((line) => {
    const points = line.values.flatMap((value, index) =>
      value === null ? [] : [`${spokenLabels[index]} ${formatValue(value)}`],
    )
    return `${line.label} ${points.length ? points.join(', ') : 'no values'}`
  })
  return `${title}: ${lines.length ? lines.join('; ') : 'no lines'}`
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
  const text = themeColor('body-color')
  const grid = themeColor('border-color')
  const axisTitle = (title: string | undefined) => (title ? { display: true, text: title, color: text } : undefined)

  return (
    <div style={{ position: 'relative', height }}>
      <Line
        key={scheme}
        role="img"
        aria-label={describeLines(props)}
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
    </div>
  )
}
