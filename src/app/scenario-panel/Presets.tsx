import { useId } from 'react'
import Button from 'react-bootstrap/Button'

/** One click of the panel: a button and, beside it, what it does. */
export interface Preset {
  label: string
  description: string
  /** Null: not available now (the label or the description says why). */
  apply: (() => void) | null
}

/** The panel's one-click buttons, each described by the words beside it. */
export function Presets({ presets }: { presets: Preset[] }) {
  const id = useId()
  return (
    <ul className="list-unstyled mb-0 d-grid gap-2">
      {presets.map((preset, index) => (
        <li key={preset.label} className="d-flex align-items-center gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            className="flex-shrink-0 text-nowrap"
            style={{ width: '10.5rem' }}
            disabled={preset.apply === null}
            aria-describedby={`${id}-${index}`}
            onClick={preset.apply ?? undefined}
          >
            {preset.label}
          </Button>
          <span id={`${id}-${index}`} className="small text-body-secondary">
            {preset.description}
          </span>
        </li>
      ))}
    </ul>
  )
}
