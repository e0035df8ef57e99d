// Number formatting of SPEC section 5: 1,000 or more as K with one decimal,
// 1,000,000 or more as M; percentages with one decimal.

const exact = new Intl.NumberFormat('en-US')

export function formatCount(value: number): string {
  const magnitude = Math.abs(value)
  if (magnitude >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`
  if (magnitude >= 1_000) {
    const thousands = (value / 1_000).toFixed(1)
    // 999,960 rounds to "1000.0K"; say 1.0M instead.
    return Math.abs(Number(thousands)) >= 1_000 ? `${(value / 1_000_000).toFixed(1)}M` : `${thousands}K`
  }
  return exact.format(value)
}

/** The exact figure with thousands separators, for tooltips and screen readers. */
export function formatExact(value: number): string {
  return exact.format(value)
}

/** A value already in percent (0-100) with one decimal. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`
}

/** Per-user ratio with two decimals, '0.00' when there are no users. */
export function formatPerUser(total: number, users: number): string {
  return users > 0 ? (total / users).toFixed(2) : '0.00'
}
