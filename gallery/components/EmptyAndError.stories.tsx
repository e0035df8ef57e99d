import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactElement } from 'react'
import { fn } from 'storybook/test'
import { ErrorBlock } from '@/components/ErrorBlock'
import { LoadingSpinner } from '@/components/LoadingSpinner'
import { EmptyState, GENERIC_ERROR } from '@/components/PagedList'

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
type Story = StoryObj

/** A story drawn by `render`, with what it shows in words. */
const story = (description: string, render: () => ReactElement): Story => ({
  render,
  parameters: { docs: { description: { story: description } } },
})

export const ErrorWithRetry = story(
  "A failed load: the call's message, and Retry (solid, readable on the red).",
  () => <ErrorBlock message="Request failed with status 500: Internal Server Error" onRetry={fn()} />,
)

export const ErrorGeneric = story(`A failure without a message of its own: "${GENERIC_ERROR}".`, () => (
  <ErrorBlock message={GENERIC_ERROR} onRetry={fn()} />
))

export const ErrorLongMessage = story(
  'A long message without spaces breaks anywhere; Retry wraps below it on a narrow screen.',
  () => (
    <ErrorBlock
      message={`Could not load /api/admin/parking-lots?search=${'x'.repeat(120)}: the server did not answer in time.`}
      onRetry={fn()}
    />
  ),
)

export const Loading = story('The loading text with its spinner, as every screen shows it before its data.', () => (
  <LoadingSpinner />
))

export const LoadingNamed = story('A loading text that says what is loading.', () => (
  <LoadingSpinner label="Loading parking lots..." />
))

export const Empty = story('A list with no rows at all.', () => <EmptyState text="No parking lots found" />)

export const EmptyWithDetail = story('No data yet, and what would bring some.', () => (
  <EmptyState text="No data yet" detail="Retention appears once people have used the app on more than one day." />
))

export const EmptyFiltered = story('No rows because of the filters: Clear filters is offered.', () => (
  <EmptyState text="No events found for these filters" onClearFilters={fn()} />
))
