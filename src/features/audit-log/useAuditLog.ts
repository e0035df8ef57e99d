import useSWR from 'swr'
import { getAuditLog } from '@/api/audit'
import type { AuditParams } from '@/api/types'
import { useListState } from '@/components/useListState'
import { pageParams, param, userAndDateParams, type ListView } from '@/lib/listQuery'
import { AUDIT_ACTIONS } from '@/schema/audit'
import { MAX_TEXT_LENGTH } from '@/schema/lists'

/** The Audit Log's URL parameters (module-level: the URL state keys on it). */
export const AUDIT_LIST_SPEC = {
  action: param.optional(AUDIT_ACTIONS),
  lotId: param.text(MAX_TEXT_LENGTH),
  ...userAndDateParams(),
  ...pageParams(),
}

export type AuditView = ListView<typeof AUDIT_LIST_SPEC>

/** The Audit Log's view (filters, page, size), read from and written to the URL. */
export function useAuditListState() {
  return useListState(AUDIT_LIST_SPEC)
}
export type AuditListState = ReturnType<typeof useAuditListState>

/** The call's parameters for a view; the client leaves the empty filters out. */
export function auditParams({ action, lotId, userId, startDate, endDate, page, limit }: AuditView): AuditParams {
  return { page, limit, action: action || undefined, lotId, userId, startDate, endDate }
}

/** One page of the audit log under the view's filters; the page shown stays while the next loads. */
export function useAuditLog(view: AuditView) {
  const { action, lotId, userId, startDate, endDate, page, limit } = view
  return useSWR(
    ['admin/audit', action, lotId, userId, startDate, endDate, page, limit],
    () => getAuditLog(auditParams({ action, lotId, userId, startDate, endDate, page, limit })),
    { keepPreviousData: true },
  )
}
