import type { ReactNode } from 'react'
import './lotDetail.css'

/** Names and their values, side by side (stacked on a phone). */
export function FieldList({
  fields,
  className = '',
}: {
  fields: ReadonlyArray<readonly [name: string, value: ReactNode]>
  className?: string
}) {
  return (
    <dl className={`lot-fields ${className}`}>
      {fields.map(([name, value], index) => (
        // Names may repeat (hourlyRate and hourly_rate both read 'Hourly Rate'); their order does not change.
        <div key={index}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
