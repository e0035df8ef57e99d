import type { Meta, StoryObj } from '@storybook/react-vite'
import { RelativeTime } from '@/components/RelativeTime'
import { now } from '@/lib/clock'
import { formatDateTime } from '@/lib/format'

// How long ago a timestamp was, at each step of its wording ('Just now', minutes, hours,
// days), counted from the console's clock: the toolbar's frozen moment, or the running
// clock. The exact date and time is on hover and for screen readers.

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The ages shown, in words, and how long before the clock's moment each is. */
const AGES: ReadonlyArray<readonly [string, number]> = [
  ['A minute ahead (a clock ahead of ours)', -MINUTE],
  ['Now', 0],
  ['59 seconds ago', 59 * SECOND],
  ['1 minute ago', MINUTE],
  ['59 minutes 59 seconds ago', HOUR - SECOND],
  ['1 hour ago', HOUR],
  ['23 hours 59 minutes ago', DAY - MINUTE],
  ['1 day ago', DAY],
  ['6 days 23 hours ago', 7 * DAY - HOUR],
  ['400 days ago', 400 * DAY],
]

function Steps() {
  const at = now()
  return (
    <table className="table table-sm w-auto align-middle">
      <caption className="caption-top">At {formatDateTime(at)} by the console&apos;s clock</caption>
      <thead>
        <tr>
          <th scope="col">Timestamp</th>
          <th scope="col">Shown as</th>
        </tr>
      </thead>
      <tbody>
        {AGES.map(([age, before]) => (
          <tr key={age}>
            <td>{age}</td>
            <td>
              <RelativeTime timestamp={new Date(at - before).toISOString()} />
            </td>
          </tr>
        ))}
        <tr>
          <td>Not a date (shown as it came)</td>
          <td>
            <RelativeTime timestamp="not-a-date" />
          </td>
        </tr>
        <tr>
          <td>Empty</td>
          <td>
            <RelativeTime timestamp="" />
          </td>
        </tr>
      </tbody>
    </table>
  )
}

const meta: Meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A timestamp as a relative time (src/components/RelativeTime.tsx): 'Just now' under a minute, then '5m ago', '3h ago', '2d ago'.",
      },
    },
  },
}

export default meta

export const EveryStep: StoryObj = {
  render: () => <Steps />,
  parameters: {
    docs: {
      description: {
        story:
          "A timestamp either side of each step, counted back from the toolbar's clock (pick another clock to see the same ages then). Hover one for its exact date and time.",
      },
    },
  },
}
