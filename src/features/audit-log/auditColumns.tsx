import type { AuditEntry } from '@/api/types'
import { roleLabel } from '@/auth/useRole'
import type { Column } from '@/components/DataTable'
import { RelativeTime } from '@/components/RelativeTime'
import { Words } from '@/components/Words'
import { actionWord, AuditSentence, auditText } from '@/components/AuditWords'
import { roleOf } from '@/schema/roles'

// The Audit Log's columns (docs/product.md#audit-log), which the CSV export writes too: the
// sentence on screen, and each of its parts as a column of its own in the file. The role is
// the one the user had then; an entry without one is from a backend without roles, where
// everyone was an admin (docs/product.md#roles).

const entryRole = (entry: AuditEntry) => roleLabel(roleOf(entry))

export const AUDIT_COLUMNS: ReadonlyArray<Column<AuditEntry>> = [
  {
    header: 'Time',
    width: '7.5rem',
    compact: 'corner',
    cell: (entry) => <RelativeTime timestamp={entry.at} />,
    csv: (entry) => entry.at,
  },
  {
    header: 'Action',
    // 'Live data disabled' on one line.
    width: '11.5rem',
    compact: 'title',
    cell: (entry) => <Words text={actionWord(entry.action)} />,
    csv: (entry) => actionWord(entry.action),
  },
  {
    header: 'What happened',
    compact: 'line',
    cell: (entry) => <AuditSentence entry={entry} />,
    csv: (entry) => auditText(entry),
    csvExtra: [
      { header: 'User ID', csv: (entry) => entry.userId },
      { header: 'Username', csv: (entry) => entry.username },
      { header: 'Lot ID', csv: (entry) => entry.lotId },
      { header: 'Parking lot database ID', csv: (entry) => entry.parkingLotId },
      { header: 'Lot name', csv: (entry) => entry.lotName },
    ],
  },
  {
    header: 'Role',
    width: '6.5rem',
    cell: (entry) => <Words text={entryRole(entry)} />,
    csv: entryRole,
  },
]
