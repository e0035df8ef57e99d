import { EVENT_PAGE_SIZE } from './analytics'
import { apiRequest } from './http'
import type { AuditParams, AuditResponse } from './types'

/** The admin actions recorded, newest first (docs/product.md#audit-log). */
export function getAuditLog(params: AuditParams = {}): Promise<AuditResponse> {
  return apiRequest('/api/admin/audit', {
    query: { limit: EVENT_PAGE_SIZE, ...params, lotId: params.lotId?.trim(), userId: params.userId?.trim() },
  })
}
