import type { Meta } from '@storybook/react-vite'
import { useId, useState } from 'react'
import { DateRangeControl } from '@/components/DateRangeControl'
import { DateRangeFields } from '@/components/FilterBar'
import {
  NO_RANGE,
  addDays,
  boundedRangeDays,
  customRange,
  rangeDays,
  today,
  type RangePreset,
  type RangeView,
} from '@/lib/dateRange'
import { described } from './described'

// The analytics screens' date range: a select of presets with the range in words beside it,
// and the start and end day fields a custom range is changed in. The days are counted from
// the toolbar's clock, as the screens count them.

/** The control and its day fields, as a screen wires them: one range, in state. */
function Ranged({ initial, defaultPreset }: { initial: () => RangeView; defaultPreset?: RangePreset }) {
  // Each story's own ids: a docs page shows several.
  const idPrefix = useId()
  const [view, setView] = useState(initial)
  // A screen with a default preset (the dashboard's trends) always has both days.
  const days = defaultPreset ? boundedRangeDays(view, today(), defaultPreset) : rangeDays(view, today())
  return (
    <div className="d-flex flex-column gap-3">
      <DateRangeControl
        value={view}
        days={days}
        onChange={setView}
        startFieldId={`${idPrefix}-startDate`}
        defaultPreset={defaultPreset}
      />
      <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label="Custom days">
        <DateRangeFields idPrefix={idPrefix} {...days} onChange={(range) => setView(customRange(range))} />
      </div>
    </div>
  )
}

const meta: Meta = {
  title: 'Components/DateRangeControl',
  component: DateRangeControl,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The date range of the analytics screens (src/components/DateRangeControl.tsx), shown with the day fields of the filter bar that a custom range is edited in.',
      },
    },
  },
}

export default meta

export const AllTime = described(
  'No range chosen: "All time", no words beside the select, both day fields empty.',
  () => <Ranged initial={() => NO_RANGE} />,
)

export const Preset = described(
  'A preset (Last 30 days): its days in words beside the select, and in the day fields.',
  () => <Ranged initial={() => ({ ...NO_RANGE, range: 'last-30-days' })} />,
)

export const Custom = described(
  'Custom days (the last two weeks): "Custom" in the select and the days in words.',
  () => <Ranged initial={() => customRange({ startDate: addDays(today(), -13), endDate: today() })} />,
)

export const OpenEnd = described(
  'A custom range with only a start day: "From ..." in words, the end field empty.',
  () => <Ranged initial={() => customRange({ startDate: addDays(today(), -60), endDate: '' })} />,
)

export const WithDefaultPreset = described(
  'On a screen whose figures need a range (the dashboard\'s trends): no range shows the default preset, and "All time" is not offered.',
  () => <Ranged initial={() => NO_RANGE} defaultPreset="last-7-days" />,
)
