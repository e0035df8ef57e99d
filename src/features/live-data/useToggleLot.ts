import { useRef } from 'react'
import { toggleLiveData } from '@/api/liveData'
import { useWrites } from '@/components/useWrites'
import { failureText } from './failureText'
import { lotName, UNKNOWN_LOCATION } from './lotNames'
import { CONTROLS_KEY } from './useLiveData'
import type { ShowMessage } from './useMessageBanner'

/** 'Live data disabled for OSL-0010 (Bislett).'; a lot without a name goes without one. */
function toggledText(lotId: string, isEnabled: boolean): string {
  const name = lotName(lotId)
  return `Live data ${isEnabled ? 'enabled' : 'disabled'} for ${lotId}${name === UNKNOWN_LOCATION ? '' : ` (${name})`}.`
}

/**
 * The toggle (docs/product.md#live-data-controls): a lot is busy (its button disabled) until
 * the server has answered and the list is refetched; several lots may be toggled at once.
 * Its message offers Undo, one more toggle of the lot, which says so. `refetch` false leaves
 * the list as it is (a bulk run under way fetches it once, at its end).
 */
export function useToggleLot(showMessage: ShowMessage, refetch = true) {
  /** Lots whose toggle under way is an Undo. */
  const undoing = useRef(new Set<string>())
  const toggle = useWrites({
    send: (lotId: string) => toggleLiveData(lotId),
    revalidate: refetch ? CONTROLS_KEY : undefined,
    onSuccess: (answer, lotId) => {
      const { isEnabled } = answer.data
      if (undoing.current.delete(lotId))
        showMessage('success', `Live data for ${lotId} ${isEnabled ? 'enabled' : 'disabled'} again.`)
      else showMessage('success', toggledText(lotId, isEnabled), { label: 'Undo', run: () => undo(lotId) })
    },
    onError: (failure, lotId) => {
      undoing.current.delete(lotId)
      showMessage('danger', `Failed to toggle lot ${lotId}: ${failureText(failure, 'Toggle failed')}`)
    },
  })
  const undo = (lotId: string) => {
    undoing.current.add(lotId)
    return toggle.run(lotId)
  }
  return toggle
}
