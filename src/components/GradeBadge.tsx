import Badge from 'react-bootstrap/Badge'
import type { Grade } from '../lib/thresholds'

/**
 * A threshold's verdict as a word on its colour: the *-emphasis text on the *-subtle
 * background reaches 4.5:1 for every variant, and the word says what the colour does.
 */
export function GradeBadge({ grade }: { grade: Grade }) {
  return (
    <Badge pill bg={`${grade.variant}-subtle`} text={`${grade.variant}-emphasis`} className={`border border-${grade.variant}-subtle`}>
      {grade.word}
    </Badge>
  )
}

/** A figure in its threshold's colour, with the verdict beside it. */
export function GradedValue({ value, grade }: { value: string; grade: Grade }) {
  return (
    <span className="d-inline-flex align-items-baseline gap-2">
      <span className={`fw-semibold text-${grade.variant}-emphasis`}>{value}</span>
      <GradeBadge grade={grade} />
    </span>
  )
}
