import Form from 'react-bootstrap/Form'
import type { SortOrder } from '@/api/types'
import { SORT_ORDERS } from '@/schema/lists'

// A table's sort headers as one select, for a phone's list where the headers are not
// shown: each field both ways, in words that fit what it holds.

/** How each way reads for a kind of value: counts and amounts low to high, times old to new, words A to Z. */
const ORDER_WORDS = {
  count: { asc: 'fewest first', desc: 'most first' },
  amount: { asc: 'lowest first', desc: 'highest first' },
  time: { asc: 'oldest first', desc: 'newest first' },
  text: { asc: 'A to Z', desc: 'Z to A' },
  rank: { asc: 'top first', desc: 'bottom first' },
  yesNo: { asc: 'No first', desc: 'Yes first' },
} as const satisfies Record<string, Record<SortOrder, string>>

export interface SortField<F extends string> {
  field: F
  label: string
  kind: keyof typeof ORDER_WORDS
}

interface SortSelectProps<F extends string> {
  id: string
  fields: ReadonlyArray<SortField<F>>
  sortBy: F
  sortOrder: SortOrder
  onChange: (sortBy: F, sortOrder: SortOrder) => void
}

export function SortSelect<F extends string>({ id, fields, sortBy, sortOrder, onChange }: SortSelectProps<F>) {
  const options = fields.flatMap(({ field, label, kind }) =>
    SORT_ORDERS.map((order) => ({
      value: `${field}:${order}`,
      field,
      order,
      text: `${label}, ${ORDER_WORDS[kind][order]}`,
    })),
  )
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1 text-nowrap">Sort by</Form.Label>
      <Form.Select
        value={`${sortBy}:${sortOrder}`}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.field, chosen.order)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}
