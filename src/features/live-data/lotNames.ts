import { LOT_NAMES } from '@/api/lotNames'

// The built-in lookup (docs/product.md#live-data-controls): a lot id in it shows its
// friendly name, any other lot 'Unknown Location'.

export const UNKNOWN_LOCATION = 'Unknown Location'

export function lotName(lotId: string): string {
  return Object.hasOwn(LOT_NAMES, lotId) ? LOT_NAMES[lotId as keyof typeof LOT_NAMES] : UNKNOWN_LOCATION
}
