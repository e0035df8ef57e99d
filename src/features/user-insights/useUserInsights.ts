import useSWR, { type SWRConfiguration } from 'swr'
import { getUserInsights } from '@/api/analytics'

/**
 * User insights are deduplicated over 30 s and, unlike the other screens, not fetched again
 * when the window regains focus or the network comes back (docs/product.md#data-fetching).
 * The global 30 s refresh and the retries still apply.
 */
export const USER_INSIGHTS_SWR_OPTIONS = {
  dedupingInterval: 30_000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration

/** The KPIs and the most engaged users. */
export function useUserInsights() {
  return useSWR(['analytics/user-insights'], () => getUserInsights(), USER_INSIGHTS_SWR_OPTIONS)
}
