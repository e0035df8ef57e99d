import Form from 'react-bootstrap/Form'
import type { ParkingLotSortField, SortOrder } from '@/api/types'
import { SORT_FIELDS, SORT_LABELS } from './listParams'

// The table's sort headers as one select, for the phone's cards: each field both ways.

/** Counts read low to high; the rest as text, A to Z. */
const ORDER_WORDS: Record<'count' | 'text', Record<SortOrder, string>> = {
  count: { asc: 'fewest first', desc: 'most first' },
  text: { asc: 'A to Z', desc: 'Z to A' },
}

const OPTIONS = SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((order) => ({
    value: `${field}:${order}`,
    field,
    order,
    text: `${SORT_LABELS[field]}, ${ORDER_WORDS[field === 'spaces' ? 'count' : 'text'][order]}`,
  })),
)

export function LotSortSelect({
  sortBy,
  sortOrder,
  onChange,
}: {
  sortBy: ParkingLotSortField
  sortOrder: SortOrder
  onChange: (sortBy: ParkingLotSortField, sortOrder: SortOrder) => void
}) {
  return (
    <Form.Group controlId="parking-lot-sort">
      <Form.Label className="small mb-1 text-nowrap">Sort by</Form.Label>
      <Form.Select
        value={`${sortBy}:${sortOrder}`}
        onChange={(event) => {
          const chosen = OPTIONS.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.field, chosen.order)
        }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  )
}
