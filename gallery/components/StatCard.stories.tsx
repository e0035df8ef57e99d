import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatCard, StatCardGrid, countCard, exactCountCard } from '@/components/StatCard'
import { formatPercent } from '@/lib/format'

// The key-figure cards at the top of the screens, and the grid they sit in. The figures go
// through the console's own helpers (countCard, exactCountCard), so they are written as
// the screens write them.

const meta: Meta<typeof StatCard> = {
  title: 'Components/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A key figure with its title (src/components/StatCard.tsx): counts of 1,000 or more as K, of a million or more as M, with the exact figure on hover.',
      },
    },
  },
}

export default meta
type Story = StoryObj<typeof meta>

const described = (story: string) => ({ docs: { description: { story } } })

/** One card alone, about as wide as in a desktop row. */
const oneCard: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: '18rem' }}>
      <Story />
    </div>
  ),
]

export const PlainCount: Story = {
  decorators: oneCard,
  args: countCard('Parking lots', 842),
  parameters: described('A count under 1,000: written in full.'),
}

export const AbbreviatedCount: Story = {
  decorators: oneCard,
  args: countCard('Total events', 1_234_567),
  parameters: described('A count of a million or more: 1.2M, the exact 1,234,567 on hover (the title).'),
}

export const AbbreviatedWithExact: Story = {
  decorators: oneCard,
  args: exactCountCard('Lots with live data', 12_345),
  parameters: described('A count an operator acts on one by one: 12.3K with the exact (12,345) beside it on the card.'),
}

export const WithHint: Story = {
  decorators: oneCard,
  args: countCard('Active users', 5_031, 'In the last 30 days'),
  parameters: described('A count with a hint under it, in the secondary text colour.'),
}

export const Percentage: Story = {
  decorators: oneCard,
  args: { title: 'Success rate', value: formatPercent(97.25), hint: 'Of all API calls today' },
  parameters: described('A figure that is not a count (a percentage with one decimal), with a hint.'),
}

const cards = [
  countCard('Parking lots', 842),
  countCard('Total events', 1_234_567),
  exactCountCard('Lots with live data', 12_345),
  countCard('Active users', 5_031, 'In the last 30 days'),
  { title: 'Success rate', value: formatPercent(97.25) },
  countCard('Feedback', 0, 'None yet'),
]

export const Grid: Story = {
  render: () => <StatCardGrid label="Key figures" cards={cards} />,
  parameters: described(
    'Six cards in a StatCardGrid: one row on a desktop, three a row on a tablet, two on a phone. Change the width in the toolbar to see them wrap.',
  ),
}

export const GridOfEight: Story = {
  render: () => (
    <StatCardGrid
      label="Key figures"
      cards={[...cards, countCard('Navigations', 48_210), countCard('Shares', 1_002, 'Deeplinks opened')]}
    />
  ),
  parameters: described('More than six cards: five a row on a desktop, the rest on the next.'),
}
