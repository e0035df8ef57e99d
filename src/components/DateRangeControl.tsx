import { useId } from 'react'
import Form from 'react-bootstrap/Form'
import {
  NO_RANGE,
  PRESET_LABELS,
  RANGE_PRESETS,
  customRange,
  presetDays,
  today,
  type DayRange,
  type RangePreset,
  type RangeView,
} from '@/lib/dateRange'
import { formatDayRange } from '@/lib/format'

const CUSTOM = 'custom'

interface DateRangeControlProps {
  /** The range chosen (lib/dateRange.ts chosenRange), none for all time. */
  value: RangeView
  /** Its days, as the screen's calls take them. */
  days: DayRange
  onChange: (range: RangeView) => void
  /** The custom start day's field (the list's 'Start date'): choosing Custom moves there. */
  startFieldId: string
  /**
   * What no range means on a screen whose figures need one (the dashboard's trends): this
   * preset is shown, and 'All time' is not offered. Without it, no range is 'All time'.
   */
  defaultPreset?: RangePreset
}

/**
 * The analytics screens' date range (docs/product.md#date-range): a select of presets and
 * the range in words beside it. Custom keeps the days shown (a week back from all time) and
 * moves to the start day's field, where they are changed.
 */
export function DateRangeControl({ value, days, onChange, startFieldId, defaultPreset }: DateRangeControlProps) {
  const wordsId = useId()
  const chosen = value.range || (value.from || value.to ? CUSTOM : (defaultPreset ?? ''))
  const choose = (option: string) => {
    if (option === CUSTOM) {
      onChange(customRange(days.startDate && days.endDate ? days : presetDays('last-7-days', today())))
      document.getElementById(startFieldId)?.focus()
    } else {
      onChange({ ...NO_RANGE, range: RANGE_PRESETS.find((preset) => preset === option) ?? '' })
    }
  }
  return (
    <div className="d-flex flex-wrap align-items-center column-gap-2 row-gap-1">
      <Form.Label htmlFor={`${wordsId}-select`} className="small mb-0">
        Date range
      </Form.Label>
      <Form.Select
        id={`${wordsId}-select`}
        size="sm"
        className="w-auto"
        value={chosen}
        aria-describedby={chosen ? wordsId : undefined}
        onChange={(event) => choose(event.target.value)}
      >
        {!defaultPreset && <option value="">All time</option>}
        {RANGE_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {PRESET_LABELS[preset]}
          </option>
        ))}
        <option value={CUSTOM}>Custom</option>
      </Form.Select>
      {chosen && (
        <span id={wordsId} className="small text-body-secondary">
          {formatDayRange(days.startDate, days.endDate)}
        </span>
      )}
    </div>
  )
}
