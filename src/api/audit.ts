import { EVENT_PAGE_SIZE } from './analytics'
import { apiRequest } from './http'
import type { AuditParams } from './types'

/** The admin actions recorded, newest first (docs/product.md#audit-log). */
export function getAuditLog(params: AuditParams = {}) {
  return apiRequest('getAuditLog', {
    query: { limit: EVENT_PAGE_SIZE, ...params, lotId: params.lotId?.trim(), userId: params.userId?.trim() },
  })
}
