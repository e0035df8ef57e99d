import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js'
import { Doughnut } from 'react-chartjs-2'
import { formatExact } from '../../lib/format'

// Chart.js is registered here only, so it ships with the screens that draw charts.
ChartJS.register(ArcElement, Tooltip, Legend)

const PALETTE = ['#0d6efd', '#20c997', '#fd7e14', '#6f42c1', '#dc3545', '#ffc107']

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
          datasets: [{ data: slices.map((slice) => slice.value), backgroundColor: PALETTE, borderWidth: 1 }],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
        }}
      />
    </div>
  )
}
