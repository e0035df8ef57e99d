import * as z from 'zod/mini'
import { ROUTES } from '@/schema/routes'
import { AUDIT_ACTIONS } from '@/schema/audit'
import { call, DateRangeQuery, instant, PageQuery, Pagination, PARAMETER_NOT_VALID, textFilter } from './shared'

// The audit log (docs/product.md#audit-log): the admin actions recorded, newest first.

/**
 * One field a save changed: `from` absent when the save added the field, `to` absent when
 * it removed it. Top-level fields by name, each key of additionalProperties as
 * `additionalProperties.{key}`, geometry as one field.
 */
export const AuditFieldChange = z.object({
  field: z.string(),
  from: z.optional(z.unknown()),
  to: z.optional(z.unknown()),
})

export const AuditEntry = z.object({
  id: z.string(),
  at: instant(),
  userId: z.string(),
  username: z.string(),
  role: z.optional(
    z.string().check(z.describe('The role the user had when they did it; a backend without roles leaves it out.')),
  ),
  action: z.enum(AUDIT_ACTIONS),
  lotId: z.optional(z.string().check(z.describe('The lot’s lotId (a save, a toggle).'))),
  parkingLotId: z.optional(z.string().check(z.describe('The lot’s _id, when the backend knows it.'))),
  lotName: z.optional(z.string()),
  changes: z.optional(
    z.array(AuditFieldChange).check(z.describe('A save’s changed fields, in the lot’s field order.')),
  ),
  version: z.optional(z.object({ from: z.int(), to: z.int() }).check(z.describe('A version bump’s versions.'))),
})

export const auditCalls = {
  getAuditLog: call(ROUTES.getAuditLog, {
    summary: 'The admin actions recorded, newest first',
    query: z.extend(PageQuery, {
      ...DateRangeQuery.shape,
      lotId: z.optional(textFilter().check(z.describe('A lotId, exact but for case.'))),
      userId: z.optional(textFilter().check(z.describe('A user’s id or username, exact.'))),
      action: z.optional(z.enum(AUDIT_ACTIONS)),
    }),
    answer: z.object({ entries: z.array(AuditEntry), pagination: Pagination }),
    errors: PARAMETER_NOT_VALID,
  }),
}
