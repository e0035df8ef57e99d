import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js'
import { Doughnut } from 'react-chartjs-2'
import { formatExact } from '@/lib/format'
import { ChartBox } from './ChartBox'
import { CHART_PALETTE, themeColor, useColourScheme } from './theme'

// Chart.js is registered here only, so it ships with the screens that draw charts.
ChartJS.register(ArcElement, Tooltip, Legend)

export interface BreakdownSlice {
  label: string
  value: number
}

/** A doughnut of one per-type breakdown; the canvas carries the figures as its label. */
export function BreakdownChart({ title, slices }: { title: string; slices: BreakdownSlice[] }) {
  const description = `${title}: ${slices.map((slice) => `${slice.label} ${formatExact(slice.value)}`).join(', ')}`
  // Drawn anew, in the new scheme's colours, when the colour mode changes.
  const scheme = useColourScheme()
  return (
    <ChartBox height={200}>
      <Doughnut
        key={scheme}
        role="img"
        aria-label={description}
        data={{
          labels: slices.map((slice) => slice.label),
          // The slices are parted by the card's background, not by Chart.js's white, which glares on a dark page.
          datasets: [
            {
              data: slices.map((slice) => slice.value),
              backgroundColor: CHART_PALETTE.map(themeColor),
              borderColor: themeColor('body-bg'),
              borderWidth: 1,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, color: themeColor('body-color') } } },
        }}
      />
    </ChartBox>
  )
}
