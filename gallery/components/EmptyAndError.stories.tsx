import type { Meta } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { EmptyState, GENERIC_ERROR } from '@/components/PagedList'
import { described } from './described'

// What a screen or a list shows instead of its data: the loading text, a failed load with
// Retry, and the empty state (with Clear filters when the filters emptied it).

const meta: Meta = {
  title: 'Components/EmptyAndError',
  component: ErrorBlock,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'ErrorBlock (src/components/ErrorBlock.tsx), LoadingSpinner (src/components/LoadingSpinner.tsx) and EmptyState (src/components/PagedList.tsx).',
      },
    },
  },
}

export default meta

export const ErrorWithRetry = described(
  "A failed load: the call's message, and Retry (solid, readable on the red).",
  () => <ErrorBlock message="Request failed with status 500: Internal Server Error" onRetry={fn()} />,
)

export const ErrorGeneric = described(`A failure without a message of its own: "${GENERIC_ERROR}".`, () => (
  <ErrorBlock message={GENERIC_ERROR} onRetry={fn()} />
))

export const ErrorLongMessage = described(
  'A long message without spaces breaks anywhere; Retry wraps below it on a narrow screen.',
  () => (
    <ErrorBlock
      message={`Could not load /api/admin/parking-lots?search=${'x'.repeat(120)}: the server did not answer in time.`}
      onRetry={fn()}
    />
  ),
)

export const Loading = described('The loading text with its spinner, as every screen shows it before its data.', () => (
  <LoadingSpinner />
))

export const LoadingNamed = described('A loading text that says what is loading.', () => (
  <LoadingSpinner label="Loading parking lots..." />
))

export const Empty = described('A list with no rows at all.', () => <EmptyState text="No parking lots found" />)

export const EmptyWithDetail = described('No data yet, and what would bring some.', () => (
  <EmptyState text="No data yet" detail="Retention appears once people have used the app on more than one day." />
))

export const EmptyFiltered = described('No rows because of the filters: Clear filters is offered.', () => (
  <EmptyState text="No events found for these filters" onClearFilters={fn()} />
))
