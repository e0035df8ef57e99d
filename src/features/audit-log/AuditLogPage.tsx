import { getAuditLog } from '@/api/audit'
import { userAndDateFilters } from '@/components/FilterBar'
import { FilteredList } from '@/components/FilteredList'
import { AUDIT_COLUMNS } from './auditColumns'
import { AUDIT_ACTION_OPTIONS, AuditNotRecordedNote, auditNotRecorded } from '@/components/AuditWords'
import { AUDIT_LIST_SPEC, auditParams, useAuditListState, useAuditLog } from './useAuditLog'

// docs/product.md#audit-log (/audit-log): who did which admin action, newest first, with
// the filters, Export CSV and pages of every list, each part of the view in the URL.

export default function AuditLogPage() {
  const list = useAuditListState()
  const { view, update } = list
  const { data, error, isLoading, mutate } = useAuditLog(view)
  const filtered =
    view.action !== '' || view.lotId !== '' || view.userId !== '' || view.startDate !== '' || view.endDate !== ''

  return (
    <section>
      <h1 className="h3 mb-1">Audit Log</h1>
      <p className="text-body-secondary mb-3">
        Who saved a lot, switched its live data, bumped the lot-data version or refreshed the live-data metrics, and
        when.
      </p>
      {auditNotRecorded(error) ? (
        <AuditNotRecordedNote />
      ) : (
        <FilteredList
          list={list}
          filters={{
            idPrefix: 'audit',
            type: {
              label: 'Action',
              allLabel: 'All actions',
              options: AUDIT_ACTION_OPTIONS,
              value: view.action,
              onChange: (action) => update({ action: AUDIT_LIST_SPEC.action.read(action) ?? '' }),
            },
            texts: [
              {
                name: 'lot',
                label: 'Lot ID',
                placeholder: 'Exact lot ID',
                value: view.lotId,
                onChange: (lotId) => update({ lotId }),
              },
            ],
            ...userAndDateFilters(list),
          }}
          filtered={filtered}
          data={data}
          error={error}
          isLoading={isLoading}
          onRetry={() => void mutate()}
          fetchPage={(page, limit) => getAuditLog(auditParams({ ...view, page, limit }))}
          rows={(answer) => answer.entries}
          exportName="audit-log"
          table={{ label: 'Audit log', columns: AUDIT_COLUMNS, rowKey: (entry) => entry.id }}
          loadingLabel="Loading audit log..."
          emptyText="No admin actions recorded"
          filteredEmptyText="No admin actions match these filters"
          itemLabel="admin actions"
        />
      )}
    </section>
  )
}
