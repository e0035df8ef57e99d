import type { Meta, StoryObj } from '@storybook/react-vite'
import { GradeBadge, GradedValue } from '@/components/GradeBadge'
import { gradeShownPercent, formatMs } from '@/features/monitoring/monitoringFormat'
import { formatExact, formatPercent } from '@/lib/format'
import {
  changesPerHourGrade,
  maxChangeGrade,
  memoryGrade,
  responseTimeGrade,
  successRateGrade,
  type Grade,
} from '@/lib/thresholds'

// The colour thresholds: for each grade function of src/lib/thresholds.ts, figures at, just
// under and just over each of its boundaries, each shown as the screens show it (the figure
// in its colour and the verdict's badge). The verdicts come from the functions themselves.

interface Threshold {
  /** The function's name, as the story's caption says it. */
  name: string
  grade: (value: number) => Grade
  /** The figure as the screen writes it. */
  format: (value: number) => string
  /** The figures shown: each boundary, and either side of it. */
  values: number[]
  /** The screen grades the figure as shown (one decimal), not as it came. */
  asShown?: boolean
}

/** Each figure of one threshold with its verdict, in a table. */
function Boundaries({ name, grade, format, values, asShown = false }: Threshold) {
  return (
    <table className="table table-sm w-auto align-middle">
      <caption className="caption-top">{name}</caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">As shown</th>
          <th scope="col">Badge alone</th>
        </tr>
      </thead>
      <tbody>
        {values.map((value) => {
          const verdict = asShown ? gradeShownPercent(value, grade) : grade(value)
          return (
            <tr key={value}>
              <td className="font-monospace">{value}</td>
              <td>
                <GradedValue value={format(value)} grade={verdict} />
              </td>
              <td>
                <GradeBadge grade={verdict} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

const meta: Meta = {
  title: 'Components/GradeBadge',
  component: GradeBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A verdict as a word on its colour (src/components/GradeBadge.tsx), and GradedValue: the figure in the colour with the badge beside it. Colour is never the only sign: the word says it too.',
      },
    },
  },
}

export default meta
type Story = StoryObj

const story = (description: string, threshold: Threshold): Story => ({
  render: () => <Boundaries {...threshold} />,
  parameters: { docs: { description: { story: description } } },
})

export const Memory = story(
  'memoryGrade, heap used: the monitoring screen grades the percentage as shown, so 79.96 (80.0%) is already High.',
  {
    name: 'memoryGrade',
    grade: memoryGrade,
    format: formatPercent,
    values: [0, 79.9, 79.96, 80, 80.1, 89.9, 90, 90.1, 100],
    asShown: true,
  },
)

export const ResponseTime = story('responseTimeGrade, milliseconds.', {
  name: 'responseTimeGrade',
  grade: responseTimeGrade,
  format: formatMs,
  values: [0, 999, 999.99, 1000, 1001, 2999, 3000, 3001, 12_500],
})

export const SuccessRate = story(
  'successRateGrade, percent of calls that succeeded: graded as shown, so 94.96 (95.0%) is Healthy.',
  {
    name: 'successRateGrade',
    grade: successRateGrade,
    format: formatPercent,
    values: [100, 95.1, 95, 94.96, 94.9, 90.1, 90, 89.9, 0],
    asShown: true,
  },
)

export const ChangesPerHour = story("changesPerHourGrade, a lot's occupancy changes in the last hour.", {
  name: 'changesPerHourGrade',
  grade: changesPerHourGrade,
  format: formatExact,
  values: [0, 1, 9, 10, 11, 250],
})

export const MaxChange = story("maxChangeGrade, a lot's largest change in the last hour, percent.", {
  name: 'maxChangeGrade',
  grade: maxChangeGrade,
  format: formatPercent,
  values: [0, 19.9, 20, 20.1, 49.9, 50, 50.1, 100],
})
