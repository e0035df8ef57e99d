import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { WithPagers } from '@/components/Pagination'
import { formatExact } from '@/lib/format'

// The pagination control of the lists: the compact pager above the rows and the one with the
// total below them, around a stand-in for the rows. The page is held in state, so the
// buttons and 'Go to page' work.

const PAGE_SIZE = 25
const ITEM_LABEL = 'parking lots'

interface Paged {
  page: number
  total: number
  summary?: boolean
}

/** The two pagers around a placeholder for the page's rows. */
function Pagers({ page: initialPage, total, summary = false }: Paged) {
  const [page, setPage] = useState(initialPage)
  const pages = Math.ceil(total / PAGE_SIZE)
  const first = (page - 1) * PAGE_SIZE + 1
  const last = Math.min(page * PAGE_SIZE, total)
  return (
    <WithPagers
      page={page}
      pages={pages}
      total={total}
      itemLabel={ITEM_LABEL}
      onPageChange={setPage}
      summary={
        summary ? `Showing ${formatExact(first)} to ${formatExact(last)} of ${formatExact(total)} results` : undefined
      }
    >
      <div className="border rounded text-body-secondary text-center py-4 my-2">
        {total === 0
          ? 'No rows'
          : `The ${ITEM_LABEL} ${formatExact(first)} to ${formatExact(last)} of ${formatExact(total)}`}
      </div>
    </WithPagers>
  )
}

const meta: Meta<typeof Pagers> = {
  title: 'Components/Pagination',
  component: Pagers,
  tags: ['autodocs'],
  render: (args) => <Pagers key={`${args.page}|${args.total}`} {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The pagers of a list (WithPagers in src/components/Pagination.tsx): First, Previous, "Page X of Y", Next, Last and "Go to page"; the bottom one says the total. A grey box stands in for the rows.',
      },
    },
  },
}

export default meta
type Story = StoryObj<typeof meta>

const described = (story: string) => ({ docs: { description: { story } } })

export const FirstPage: Story = {
  args: { page: 1, total: 1234 },
  parameters: described('Page 1 of 50: First and Previous are not buttons.'),
}

export const MiddlePage: Story = {
  args: { page: 25, total: 1234 },
  parameters: described('Page 25 of 50: every button works.'),
}

export const LastPage: Story = {
  args: { page: 50, total: 1234 },
  parameters: described('Page 50 of 50: Next and Last are not buttons.'),
}

export const WithSummary: Story = {
  args: { page: 2, total: 1234, summary: true },
  parameters: described('A list whose bottom pager says which rows show instead of the total.'),
}

export const SinglePage: Story = {
  args: { page: 1, total: 12 },
  parameters: described('Everything fits on one page: no pagers at all, the rows alone.'),
}

export const EmptyList: Story = {
  args: { page: 1, total: 0 },
  parameters: described(
    'No rows (no pages): no pagers either. The lists show their empty state instead of the rows (Components/EmptyAndError).',
  ),
}

export const PageRefused: Story = {
  args: { page: 3, total: 1234 },
  parameters: described(
    'A page number out of range typed into "Go to page": the box is marked and the message says which are.',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [pageBox] = canvas.getAllByLabelText('Go to page')
    await userEvent.type(pageBox!, '999')
    await userEvent.click(canvas.getAllByRole('button', { name: 'Go' })[0]!)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a page number from 1 to 50.')
  },
}
