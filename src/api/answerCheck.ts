import type * as z from 'zod/mini'
import { CALLS } from '@/schema/calls'
import { SHOWN_AS_SENT } from '@/schema/calls/shared'
import type { RouteName } from '@/schema/routes'

// The console's check of every answer against its call's schema (docs/decisions/0010): a
// backend that renames, drops or retypes a field the console reads gets an error that
// names the call and the field (http.ts shows it and logs it), instead of a card showing
// undefined or NaN. Loaded with the API's schemas, beside the first call.

/** `overview.totalEvents`, `events[7].userId`; the answer itself is `(the answer)`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const field = path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
  return field || '(the answer)'
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${String(value)}`
}

/** What was wrong with the field, in words. */
function problemOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `should be ${issue.expected === 'int' ? 'a whole number' : issue.expected}, but is ${kindOf(issue.input)}`
    case 'invalid_value':
      return `should be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}, but is ${kindOf(issue.input)}`
    case 'too_small':
      return `should be at least ${String(issue.minimum)}, but is ${kindOf(issue.input)}`
    case 'too_big':
      return `should be at most ${String(issue.maximum)}, but is ${kindOf(issue.input)}`
    case 'invalid_format':
      return `should be ${issue.format === 'regex' ? `text matching ${issue.pattern}` : issue.format}, but is ${kindOf(issue.input)}`
    case 'invalid_union':
      return `is none of the shapes it may take`
    default:
      return 'is not what the API describes'
  }
}

/** Whether the console shows the field at `path` of the answer whatever it holds (SHOWN_AS_SENT). */
function shownAsSent(answer: z.ZodMiniType, path: readonly PropertyKey[]): boolean {
  let schema: z.core.$ZodType | undefined = answer
  for (const key of path) {
    if (SHOWN_AS_SENT.has(schema)) return true
    schema = childOf(schema, key)
    if (!schema) return false
  }
  return SHOWN_AS_SENT.has(schema)
}

/** The schema of `key` in a value of `schema`: a field, a list's item, a record's value. */
function childOf(schema: z.core.$ZodType, key: PropertyKey): z.core.$ZodType | undefined {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  switch (def.type) {
    case 'object':
      return (def.shape as Record<PropertyKey, z.core.$ZodType>)[key]
    case 'array':
      return def.element as z.core.$ZodType
    case 'record':
      return def.valueType as z.core.$ZodType
    case 'optional':
    case 'nullable':
      return childOf(def.innerType as z.core.$ZodType, key)
    default:
      return undefined
  }
}

/**
 * What is wrong with the answer of call `name` (`request`: its method and path), in words
 * that name the call and the field, with zod's issues; null when its schema holds it.
 */
export function answerProblem(
  name: RouteName,
  request: string,
  body: unknown,
): { message: string; issues: z.core.$ZodIssue[] } | null {
  const { answer } = CALLS[name]
  const result = answer.safeParse(body, { reportInput: true })
  if (result.success) return null
  const issues = result.error.issues.filter((issue) => !shownAsSent(answer, issue.path))
  if (issues.length === 0) return null
  const [first, ...others] = issues
  const more = others.length === 0 ? '' : ` (and ${others.length} more)`
  return {
    message: `Unexpected answer from ${request}: ${fieldOf(first!.path)} ${problemOf(first!)}${more}`,
    issues,
  }
}
