import type { Meta } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { FilterBar, type DateRange, type FilterBarProps } from '@/components/FilterBar'
import { DATE_ORDER_MESSAGE, RANGE_LENGTH_MESSAGE, addDays, presetDays, today } from '@/lib/dateRange'
import { MAX_RANGE_DAYS } from '@/schema/lists'
import { described } from './described'

// The filter bar of the console's lists: a type select, a text filter of the list's own,
// the user id, the start and end day and the page size, with Clear Filters once a filter is
// set. Each story holds the filters in state, so a designer can change them; the days are
// counted from the toolbar's clock.

const TYPE_OPTIONS = [
  { value: 'navigation', label: 'Navigation' },
  { value: 'search', label: 'Search' },
  { value: 'share', label: 'Share deeplink' },
]

interface Filters {
  type: string
  lotId: string
  userId: string
  dates: DateRange
  pageSize: number
}

const EMPTY: Filters = { type: '', lotId: '', userId: '', dates: { startDate: '', endDate: '' }, pageSize: 50 }

/** A list's filter bar with its filters in state, as a screen holds them in its URL. */
function Filtered({ initial = () => EMPTY, maxDays }: { initial?: () => Filters; maxDays?: number }) {
  // Each bar's own ids: a docs page shows several.
  const idPrefix = useId()
  const [filters, setFilters] = useState(initial)
  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }))
  const filtered =
    filters.type !== '' ||
    filters.lotId !== '' ||
    filters.userId !== '' ||
    filters.dates.startDate !== '' ||
    filters.dates.endDate !== ''
  const props: FilterBarProps = {
    idPrefix,
    type: {
      label: 'Event type',
      allLabel: 'All event types',
      options: TYPE_OPTIONS,
      value: filters.type,
      onChange: (type) => update({ type }),
    },
    texts: [
      {
        name: 'lotId',
        label: 'Lot ID',
        placeholder: 'Exact lot ID',
        value: filters.lotId,
        onChange: (lotId) => update({ lotId }),
      },
    ],
    userId: { value: filters.userId, onChange: (userId) => update({ userId }) },
    dates: { ...filters.dates, maxDays, onChange: (dates) => update({ dates }) },
    pageSize: { value: filters.pageSize, onChange: (pageSize) => update({ pageSize }) },
    onClear: filtered ? () => setFilters(EMPTY) : undefined,
  }
  return <FilterBar {...props} />
}

const meta: Meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The filter bar of the lists (src/components/FilterBar.tsx). A screen shows only the filters its call takes; these stories show them all.',
      },
    },
  },
}

export default meta

export const Default = described('Nothing chosen: every filter empty, 50 per page, no Clear Filters button.', () => (
  <Filtered />
))

export const FiltersFilled = described(
  "Every filter set (the last 30 days up to the toolbar clock's day): Clear Filters appears and empties them all.",
  () => (
    <Filtered
      initial={() => ({
        type: 'search',
        lotId: 'LOT-0042',
        userId: 'user-1234',
        dates: presetDays('last-30-days', today()),
        pageSize: 100,
      })}
    />
  ),
)

export const StartAfterEnd = described(
  `A start day after the end day is refused on the spot: both fields are marked invalid and "${DATE_ORDER_MESSAGE}" shows; nothing is applied until the range is put right.`,
  () => <Filtered initial={() => ({ ...EMPTY, dates: { startDate: today(), endDate: addDays(today(), -7) } })} />,
  DATE_ORDER_MESSAGE,
)

export const RangeTooLong = described(
  `The analytics lists take at most ${MAX_RANGE_DAYS} days: a longer range shows "${RANGE_LENGTH_MESSAGE}"`,
  () => (
    <Filtered
      maxDays={MAX_RANGE_DAYS}
      initial={() => ({ ...EMPTY, dates: { startDate: addDays(today(), -MAX_RANGE_DAYS), endDate: today() } })}
    />
  ),
  RANGE_LENGTH_MESSAGE,
)
