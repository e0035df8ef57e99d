import useSWR from 'swr'
import { getDataVersion, getLiveDataControls } from '../../api/liveData'

/** SPEC sections 7 and 9: the controls are polled every 30 s and refetched on focus and reconnect. */
export const CONTROLS_SWR_OPTIONS = { refreshInterval: 30_000, revalidateOnFocus: true, revalidateOnReconnect: true } as const
/** SPEC section 9: the version is polled every 60 s. */
export const VERSION_REFRESH_MS = 60_000

export function useLiveDataControls() {
  return useSWR(['live-data/controls'], () => getLiveDataControls(), CONTROLS_SWR_OPTIONS)
}

export function useDataVersion() {
  return useSWR(['live-data/version'], () => getDataVersion(), { refreshInterval: VERSION_REFRESH_MS })
}
