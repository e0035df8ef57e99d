import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RelativeTime } from '@/components/RelativeTime'
import { freezeClock } from '@/lib/clock'

afterEach(() => freezeClock(null))

describe("the console's clock", () => {
  it('gives relative times from a frozen moment, as ?now= sets it for screenshots', async () => {
    freezeClock(Date.parse('2026-06-01T10:00:00Z'))
    render(<RelativeTime timestamp="2026-06-01T09:55:00Z" />)
    expect(await screen.findByText('5m ago')).toBeInTheDocument()
  })

  it('runs with the browser when not frozen', async () => {
    render(<RelativeTime timestamp={new Date(Date.now() - 3 * 3_600_000).toISOString()} />)
    expect(await screen.findByText('3h ago')).toBeInTheDocument()
  })
})
