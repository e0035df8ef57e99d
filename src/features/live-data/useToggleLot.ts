import { toggleLiveData } from '@/api/liveData'
import { useWrites } from '@/components/useWrites'
import { failureText } from './failureText'
import { CONTROLS_KEY } from './useLiveData'
import type { ShowMessage } from './useMessageBanner'

/**
 * The toggle (docs/product.md#live-data-controls): a lot is busy (its button disabled) until
 * the server has answered and the list is refetched; several lots may be toggled at once.
 */
export function useToggleLot(showMessage: ShowMessage) {
  return useWrites({
    send: (lotId: string) => toggleLiveData(lotId),
    revalidate: CONTROLS_KEY,
    onSuccess: (answer) => showMessage('success', answer.data.message),
    onError: (failure, lotId) =>
      showMessage('danger', `Failed to toggle lot ${lotId}: ${failureText(failure, 'Toggle failed')}`),
  })
}
