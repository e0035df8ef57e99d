import { useSyncExternalStore } from 'react'
import { colourMode, subscribeColourMode, type ColourMode } from '@/lib/colourMode'

/** The chosen colour mode (light, dark or auto), re-rendering its caller when it changes. */
export function useColourMode(): ColourMode {
  return useSyncExternalStore(subscribeColourMode, colourMode)
}
