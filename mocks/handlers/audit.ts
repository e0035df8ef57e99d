import { HttpResponse } from 'msw'
import type { AuditEntry, AuditResponse } from '@/api/types'
import type { Backend } from '@mocks/backend'
import { AUDIT_ACTIONS } from '@/schema/audit'
import { paginate, readDateRange, readEnum, readPage, readText } from './query'
import type { Api } from './route'

// GET /api/admin/audit (docs/product.md#audit-log): the admin actions recorded, newest
// first, the seeded past (world.audit) and what operators did since (the stored changes'
// audit), filtered by lot, user, action and calendar days.

/** Every entry, newest first; of two at the same moment, the one recorded later first. */
function auditLog(backend: Backend): AuditEntry[] {
  // The empty scenario's lists are empty, this one too.
  if (backend.scenario.empty) return []
  const latestFirst = [...backend.world.audit, ...backend.changes().audit].reverse()
  const times = new Map(latestFirst.map((entry) => [entry, Date.parse(entry.at)]))
  return latestFirst.sort((a, b) => times.get(b)! - times.get(a)!)
}

export function auditHandlers(api: Api) {
  return [
    api.serve('getAuditLog', ({ url, backend }) => {
      const page = readPage(url)
      const action = readEnum(url, 'action', AUDIT_ACTIONS)
      const lotId = readText(url, 'lotId')?.toLowerCase()
      const userId = readText(url, 'userId')
      const { from, to } = readDateRange(url)
      const entries = auditLog(backend).filter(
        (entry) =>
          (action === undefined || entry.action === action) &&
          (lotId === undefined || entry.lotId?.toLowerCase() === lotId) &&
          (userId === undefined || entry.userId === userId || entry.username === userId) &&
          (from === undefined || Date.parse(entry.at) >= Date.parse(from)) &&
          (to === undefined || Date.parse(entry.at) < Date.parse(to)),
      )
      const { items, pagination } = paginate(entries, page)
      return HttpResponse.json<AuditResponse>({ entries: items, pagination })
    }),
  ]
}
