import { useCallback, useRef, useState } from 'react'
import { toggleLiveData } from '@/api/liveData'
import { failureText } from './failureText'
import type { ShowMessage } from './useMessageBanner'

/**
 * The toggle (docs/product.md#live-data-controls): the lot is busy (its button disabled)
 * until the server has answered and the list is refetched. The ref, not the state, keeps a
 * second click before the next render from sending a second request.
 */
export function useToggleLot(refetch: () => Promise<unknown>, showMessage: ShowMessage) {
  const busyRef = useRef(new Set<string>())
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set())

  const toggle = useCallback(
    async (lotId: string) => {
      if (busyRef.current.has(lotId)) return
      busyRef.current.add(lotId)
      setBusy(new Set(busyRef.current))
      try {
        const answer = await toggleLiveData(lotId)
        await refetch()
        showMessage('success', answer.data.message)
      } catch (failure) {
        showMessage('danger', `Failed to toggle lot ${lotId}: ${failureText(failure, 'Toggle failed')}`)
      } finally {
        busyRef.current.delete(lotId)
        setBusy(new Set(busyRef.current))
      }
    },
    [refetch, showMessage],
  )

  return { busy, toggle }
}
