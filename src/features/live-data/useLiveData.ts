import useSWR from 'swr'
import { getDataVersion, getLiveDataControls } from '@/api/liveData'

/** The controls are polled every 30 s and refetched on focus and reconnect (docs/product.md#data-fetching). */
export const CONTROLS_SWR_OPTIONS = {
  refreshInterval: 30_000,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
} as const
/** The version is polled every 60 s (docs/product.md#data-fetching). */
export const VERSION_REFRESH_MS = 60_000
/** The controls' key: the toggle and the metrics refresh fetch them again under it. */
export const CONTROLS_KEY = ['live-data/controls']

export function useLiveDataControls() {
  return useSWR(CONTROLS_KEY, () => getLiveDataControls(), CONTROLS_SWR_OPTIONS)
}

export function useDataVersion() {
  return useSWR(['live-data/version'], () => getDataVersion(), { refreshInterval: VERSION_REFRESH_MS })
}
