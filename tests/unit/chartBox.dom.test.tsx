import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BarChart } from '@/components/charts/BarChart'
import { ChartPlaceholder } from '@/components/charts/ChartBox'

// A chart is built in its turn, one per task (components/charts/ChartBox.tsx). Until then, and
// while its code loads, its box is empty and says so (aria-busy) to assistive technology and
// to the browser tests, which wait for a screen to have no busy part before they grade it or
// take its picture (tests/e2e/routes.ts, waitForScreen).

describe('a chart box', () => {
  it('is busy until its chart is drawn, then not', async () => {
    const { container } = render(<BarChart title="Searches by day" bars={[{ label: 'Monday', value: 1200 }]} />)
    const box = container.firstElementChild
    expect(box).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()

    expect(await screen.findByRole('img', { name: 'Searches by day: Monday 1,200' })).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-busy', 'false')
  })

  it("is busy too while it stands in for a chart whose code is loading, at the chart's height", () => {
    const { container } = render(<ChartPlaceholder height={160} />)
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true')
    expect(container.firstElementChild).toHaveStyle({ height: '160px' })
  })
})
