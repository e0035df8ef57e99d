// The dashboard trends call's values (docs/product.md#analytics-dashboard).

/** How the series are cut: one point per calendar day. */
export const TREND_INTERVALS = ['day'] as const
export type TrendInterval = (typeof TREND_INTERVALS)[number]
