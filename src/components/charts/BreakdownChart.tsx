import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js'
import { Doughnut } from 'react-chartjs-2'
import { formatExact } from '../../lib/format'
import { chartPalette, themeColor } from './theme'

// Chart.js is registered here only, so it ships with the screens that draw charts.
ChartJS.register(ArcElement, Tooltip, Legend)

export interface BreakdownSlice {
  label: string
  value: number
}

/** A doughnut of one per-type breakdown; the canvas carries the figures as its label. */
export function BreakdownChart({ title, slices }: { title: string; slices: BreakdownSlice[] }) {
  const description = `${title}: ${slices.map((slice) => `${slice.label} ${formatExact(slice.value)}`).join(', ')}`
  return (
    <div style={{ position: 'relative', height: 200 }}>
      <Doughnut
        role="img"
        aria-label={description}
        data={{
          labels: slices.map((slice) => slice.label),
          datasets: [{ data: slices.map((slice) => slice.value), backgroundColor: chartPalette(), borderWidth: 1 }],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, color: themeColor('body-color') } } },
        }}
      />
    </div>
  )
}
