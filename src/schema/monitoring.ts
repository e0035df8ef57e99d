// The monitoring calls' values (docs/product.md#system-monitoring).

/** The statuses the console knows for the health call and each of its checks; it shows any other as it comes. */
export const HEALTH_STATUSES = ['healthy', 'warning', 'unhealthy'] as const
export type HealthStatus = (typeof HEALTH_STATUSES)[number]

/** The days the API success summary covers when asked for none, and the most it covers. */
export const API_SUCCESS_DAYS = { default: 7, max: 90 } as const
