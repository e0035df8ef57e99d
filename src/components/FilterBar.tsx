import { useState } from 'react'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { customRange, rangeProblem, type DayRange, type RangeView } from '@/lib/dateRange'
import { MAX_RANGE_DAYS, MAX_TEXT_LENGTH } from '@/schema/lists'
import { FILTER_PAGE_SIZES } from '@/lib/listQuery'
import { DebouncedTextField } from './DebouncedTextField'
import type { UserAndDateListState, UserAndRangeListState } from './useListState'

// The filter bar (docs/product.md#filter-bar): a type filter, free-text filters of the
// list's own (the Audit Log's lot id), the user id, a date range and the page size. Each
// screen shows only the filters its call takes.

export interface FilterOption {
  value: string
  label: string
}

export type DateRange = DayRange

export interface FilterBarProps {
  /** Keeps the ids of two filter bars on one screen apart. */
  idPrefix: string
  type?: {
    label: string
    allLabel: string
    options: readonly FilterOption[]
    value: string
    onChange: (value: string) => void
  }
  /** Text filters of the list's own, applied as the user id is; `name` names the filter in the export's file name. */
  texts?: ReadonlyArray<{
    name: string
    label: string
    placeholder: string
    value: string
    onChange: (value: string) => void
  }>
  userId?: { value: string; onChange: (userId: string) => void }
  /** `maxDays` refuses a longer range too (the analytics screens' date range: 366). */
  dates?: DateRange & { maxDays?: number; onChange: (range: DateRange) => void }
  pageSize: { value: number; onChange: (size: number) => void }
  /** Given when a filter is set: a button that clears them. */
  onClear?: () => void
}

/**
 * Start and end day. A start after the end (or a range over `maxDays`) is refused on the
 * spot: the message shows and nothing is applied (so no request goes out) until the range
 * is put right.
 */
export function DateRangeFields({
  idPrefix,
  startDate,
  endDate,
  maxDays = Infinity,
  onChange,
}: DateRange & { idPrefix: string; maxDays?: number; onChange: (range: DateRange) => void }) {
  const [draft, setDraft] = useState<DateRange>({ startDate, endDate })
  // A range applied from elsewhere (back/forward, a link, Clear Filters) shows in the fields.
  const [shown, setShown] = useState<DateRange>({ startDate, endDate })
  if (shown.startDate !== startDate || shown.endDate !== endDate) {
    setShown({ startDate, endDate })
    setDraft({ startDate, endDate })
  }
  const problem = rangeProblem(draft, maxDays)
  const errorId = `${idPrefix}-date-error`

  const change = (next: DateRange) => {
    setDraft(next)
    if (rangeProblem(next, maxDays) === null && (next.startDate !== startDate || next.endDate !== endDate))
      onChange(next)
  }

  const field = (key: keyof DateRange, label: string) => (
    <Form.Group controlId={`${idPrefix}-${key}`} style={{ width: '10rem' }}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type="date"
        value={draft[key]}
        max={key === 'startDate' ? draft.endDate || undefined : undefined}
        min={key === 'endDate' ? draft.startDate || undefined : undefined}
        isInvalid={problem !== null}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => change({ ...draft, [key]: event.target.value })}
      />
    </Form.Group>
  )

  return (
    <>
      {field('startDate', 'Start date')}
      {field('endDate', 'End date')}
      {problem && (
        <div id={errorId} role="alert" className="text-danger small w-100 order-last">
          {problem}
        </div>
      )}
    </>
  )
}

/** A list's page size: the filter bar's 25/50/100 unless a list offers others. */
export function PageSizeSelect({
  id,
  value,
  onChange,
  sizes = FILTER_PAGE_SIZES,
  label = 'Per page',
}: {
  id: string
  value: number
  onChange: (size: number) => void
  sizes?: readonly number[]
  label?: string
}) {
  return (
    <Form.Group controlId={id} style={{ minWidth: '6.5rem' }}>
      <Form.Label className="small mb-1 text-nowrap">{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}

export function FilterBar({ idPrefix, type, texts = [], userId, dates, pageSize, onClear }: FilterBarProps) {
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3" role="group" aria-label="Filters">
      {type && (
        // As wide as its longest option (12rem at least): the option chosen always shows whole.
        <Form.Group controlId={`${idPrefix}-type`} style={{ minWidth: '12rem', maxWidth: '100%' }}>
          <Form.Label className="small mb-1">{type.label}</Form.Label>
          <Form.Select value={type.value} onChange={(event) => type.onChange(event.target.value)}>
            <option value="">{type.allLabel}</option>
            {type.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {texts.map((text) => (
        <DebouncedTextField
          key={text.name}
          id={`${idPrefix}-${text.name}`}
          label={text.label}
          placeholder={text.placeholder}
          maxLength={MAX_TEXT_LENGTH}
          style={{ minWidth: '12rem', maxWidth: '18rem' }}
          value={text.value}
          onApply={text.onChange}
        />
      ))}
      {userId && (
        <DebouncedTextField
          id={`${idPrefix}-user`}
          label="User ID"
          placeholder="Exact user ID"
          maxLength={MAX_TEXT_LENGTH}
          style={{ minWidth: '12rem', maxWidth: '18rem' }}
          value={userId.value}
          onApply={userId.onChange}
        />
      )}
      {dates && <DateRangeFields idPrefix={idPrefix} {...dates} />}
      <PageSizeSelect id={`${idPrefix}-page-size`} {...pageSize} />
      {onClear && (
        <Button variant="outline-secondary" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </div>
  )
}

/** The user id and date filters of a list whose call takes them, wired to its URL state. */
export function userAndDateFilters({ view, update }: UserAndDateListState): Pick<FilterBarProps, 'userId' | 'dates'> {
  return {
    userId: { value: view.userId, onChange: (userId) => update({ userId }) },
    dates: { startDate: view.startDate, endDate: view.endDate, onChange: (range) => update(range) },
  }
}

/**
 * The user id and date filters of an analytics list, whose dates are the analytics screens'
 * date range (lib/dateRange.ts): they show its `days`, and changing them sets a custom range.
 */
export function userAndRangeFilters(
  { view, update }: UserAndRangeListState,
  days: DateRange,
): Pick<FilterBarProps, 'userId' | 'dates'> {
  return { userId: { value: view.userId, onChange: (userId) => update({ userId }) }, ...rangeFilters(update, days) }
}

/** The date filters alone, for an analytics list whose call takes dates but no user. */
export function rangeFilters(update: (range: RangeView) => void, days: DateRange): Pick<FilterBarProps, 'dates'> {
  return { dates: { ...days, maxDays: MAX_RANGE_DAYS, onChange: (range) => update(customRange(range)) } }
}
