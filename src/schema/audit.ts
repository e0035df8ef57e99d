// The audit log's values (docs/product.md#audit-log).

/** What an admin did: a save, a live-data toggle either way, a version bump, a metrics refresh. */
export const AUDIT_ACTIONS = [
  'lot.save',
  'live-data.disable',
  'live-data.enable',
  'version.bump',
  'metrics.refresh',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
