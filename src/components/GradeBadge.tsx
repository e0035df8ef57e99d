import type { Grade } from '@/lib/thresholds'

/**
 * A threshold's verdict as a word on its colour: the *-emphasis text on the *-subtle
 * background reaches 4.5:1 for every variant, and the word says what the colour does.
 * Bootstrap's badge classes on a plain span: tables show hundreds of these, and
 * react-bootstrap's Badge costs a component and a context read each.
 */
export function GradeBadge({ grade }: { grade: Grade }) {
  const { variant } = grade
  return (
    <span
      className={`badge rounded-pill bg-${variant}-subtle text-${variant}-emphasis border border-${variant}-subtle`}
    >
      {grade.word}
    </span>
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
