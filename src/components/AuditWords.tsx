import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ApiError } from '@/api/http'
import type { AuditAction, AuditEntry, AuditFieldChange } from '@/api/types'
import { AUDIT_ACTIONS } from '@/schema/audit'
import { LotIdLink } from './EntityLinks'
import type { FilterOption } from './FilterBar'
import { Words, wordParts } from './Words'

// An audit entry in words (docs/product.md#audit-log): 'admin disabled live data for
// OSL-0010 (Bislett)', 'admin changed spaces 120 → 140 on OSL-0042 (Bislett)'. The same
// words on the Audit Log screen, in a lot's Recent changes and in the CSV export.

const ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  'lot.save': 'Lot saved',
  'live-data.disable': 'Live data disabled',
  'live-data.enable': 'Live data enabled',
  'version.bump': 'Version bumped',
  'metrics.refresh': 'Metrics refreshed',
}

/** Each action in words, for the filter and the Action column. */
export const AUDIT_ACTION_OPTIONS: readonly (FilterOption & { value: AuditAction })[] = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: ACTION_WORDS[action],
}))

/** An action in words; one the console does not know (from a newer backend) as it came. */
export function actionWord(action: string): string {
  return AUDIT_ACTION_OPTIONS.find((option) => option.value === action)?.label ?? action
}

/** What a backend that has not built the audit log gets instead of an error (docs/product.md#audit-log). */
export const AUDIT_NOT_RECORDED = 'This backend does not record an audit log yet (GET /api/admin/audit answered 404)'

/** The audit call answered 404: the backend has no audit log. */
export function auditNotRecorded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function AuditNotRecordedNote() {
  return <p className="text-body-secondary border rounded p-3 mb-0">{AUDIT_NOT_RECORDED}</p>
}

/** The audit log filtered to one user: where a user's name links to. */
export function auditUserPath(userId: string): string {
  return `/audit-log?${new URLSearchParams({ userId })}`
}

/** The audit log of one lot: where a lot's 'All changes to this lot' links to. */
export function auditLotPath(lotId: string): string {
  return `/audit-log?${new URLSearchParams({ lotId })}`
}

/** A value shown on screen at most this long; the whole value is in the title and the export. */
const SHOWN_VALUE_LENGTH = 120

/** A changed value as text: strings in quotes, objects as compact JSON, a missing side '(none)', null '(empty)'. */
export function valueText(value: unknown): string {
  if (value === undefined) return '(none)'
  if (value === null) return '(empty)'
  if (typeof value === 'string') return `“${value}”`
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** 'spaces 120 → 140'. */
export function changeText({ field, from, to }: AuditFieldChange): string {
  return `${field} ${valueText(from)} → ${valueText(to)}`
}

/**
 * Text someone wrote, within a sentence: isolated for bidirectional text, so that a
 * right-to-left value, or a direction override in it (U+202E), cannot reorder the words
 * after it.
 */
function Isolated({ text, title }: { text: string; title?: string }) {
  return <bdi title={title}>{wordParts(text)}</bdi>
}

function ShownValue({ value }: { value: unknown }) {
  const text = valueText(value)
  if ([...text].length <= SHOWN_VALUE_LENGTH) return <Isolated text={text} />
  return <Isolated text={`${[...text].slice(0, SHOWN_VALUE_LENGTH - 1).join('')}…`} title={text} />
}

function ChangeWords({ change }: { change: AuditFieldChange }) {
  return (
    <>
      <span className="font-monospace small">
        <Isolated text={change.field} />
      </span>{' '}
      <ShownValue value={change.from} /> → <ShownValue value={change.to} />
    </>
  )
}

/** One part of a sentence: plain words, the user, the lot, or a field change. */
type Part = string | { user: true } | { lot: true } | { change: AuditFieldChange }

/** The sentence of an entry, as parts; a save's several changes come after it as a list. */
function sentenceOf(entry: AuditEntry): { parts: Part[]; list: AuditFieldChange[] } {
  const changes = entry.changes ?? []
  const subject: Part[] = [{ user: true }, ' ']
  const lot: Part = { lot: true }
  switch (entry.action) {
    case 'live-data.disable':
      return { parts: [...subject, 'disabled live data for ', lot], list: [] }
    case 'live-data.enable':
      return { parts: [...subject, 'enabled live data for ', lot], list: [] }
    case 'version.bump':
      return {
        parts: [
          ...subject,
          'bumped the lot-data version',
          entry.version ? ` ${entry.version.from} → ${entry.version.to}` : '',
        ],
        list: [],
      }
    case 'metrics.refresh':
      return { parts: [...subject, 'refreshed live-data metrics'], list: [] }
    case 'lot.save':
      if (changes.length === 1)
        return { parts: [...subject, 'changed ', { change: changes[0]! }, ' on ', lot], list: [] }
      if (changes.length === 0) return { parts: [...subject, 'saved ', lot], list: [] }
      return { parts: [...subject, `changed ${changes.length} fields on `, lot, ':'], list: changes }
    default:
      return { parts: [...subject, `did ${entry.action as string}`, ...(entry.lotId ? [' on ', lot] : [])], list: [] }
  }
}

const lotText = (entry: AuditEntry) =>
  `${entry.lotId ?? 'an unknown lot'}${entry.lotName?.trim() ? ` (${entry.lotName.trim()})` : ''}`

/** The entry in words, as plain text (the export). */
export function auditText(entry: AuditEntry): string {
  const { parts, list } = sentenceOf(entry)
  const text = parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'user' in part
          ? entry.username
          : 'lot' in part
            ? lotText(entry)
            : changeText(part.change),
    )
    .join('')
  return list.length === 0 ? text : `${text} ${list.map(changeText).join('; ')}`
}

/** The lot: its detail page when its database id is known, else the Parking Lots list searched by its lotId. */
function AuditLot({ entry }: { entry: AuditEntry }): ReactNode {
  const name = entry.lotName?.trim()
  if (!entry.lotId) return 'an unknown lot'
  const named = name && (
    <>
      {' ('}
      <Isolated text={name} />)
    </>
  )
  if (entry.parkingLotId)
    return (
      <Link to={`/parking-lots/${encodeURIComponent(entry.parkingLotId)}`}>
        <Isolated text={entry.lotId} />
        {named}
      </Link>
    )
  return (
    <>
      <LotIdLink lotId={entry.lotId} />
      {named}
    </>
  )
}

/** The entry in words, with the user linked to their entries and the lot to its page. */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { parts, list } = sentenceOf(entry)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {typeof part === 'string' ? (
            <Words text={part} />
          ) : 'user' in part ? (
            <Link to={auditUserPath(entry.userId)} title="Show this user's admin actions">
              <Isolated text={entry.username} />
            </Link>
          ) : 'lot' in part ? (
            <AuditLot entry={entry} />
          ) : (
            <ChangeWords change={part.change} />
          )}
        </Fragment>
      ))}
      {list.length > 0 && (
        <ul className="mb-0 ps-3">
          {list.map((change) => (
            <li key={change.field}>
              <ChangeWords change={change} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
