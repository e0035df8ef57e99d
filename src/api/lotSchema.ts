import { z } from 'zod'
import { MAX_SPACES, PARKING_TYPES } from '@/schema/parkingLots'

// Without eval: zod's JIT probe (new Function) is a violation of the builds' content security policy, even caught.
z.config({ jitless: true })

// The fields of a parking lot as the server takes them (mocks/README.md, "Parking lots"),
// one zod schema for the three places that judge a lot: the simulated backend's PUT (after
// the lot JSON checks of lotValidation.ts, whose messages come first and stay as they are),
// the editor's JSON tab before it hands a lot to the form, and the editor's form, whose
// fields are these, read from text. The messages are the server's. The checks are in the
// order the server reports them: zod reports a strict object's fields in the order of its
// shape, and an unknown field after all of them.

const optionalText = (field: string) => z.string({ error: `${field} must be a string or null` }).nullish()

/** MAX_SPACES as the messages say it (a literal: Intl at import time would slow the first screen). */
export const SPACES_RANGE = 'from 0 to 100,000'

/**
 * A whole number from 0 to MAX_SPACES (the server's spaces). A JSON number is judged by its
 * value: 1e3 in a body is 1000, the same JSON value; how a person types it is the form's rule.
 */
const SPACES_MESSAGE = `spaces must be a whole number ${SPACES_RANGE}, or null`
export const spacesSchema = z
  .number({ error: SPACES_MESSAGE })
  .refine((spaces) => Number.isInteger(spaces) && spaces >= 0 && spaces <= MAX_SPACES, { error: SPACES_MESSAGE })
  .nullish()

/** What the server must know about the lot it stores: the path's id, and the lotId stored now (unknown for a lot not stored yet). */
export interface LotContext {
  id: string
  currentLotId?: string
}

/** The schema of a lot's fields for one lot; the lot JSON checks (lotValidation.ts) have passed before. */
export function lotSchema({ id, currentLotId }: LotContext) {
  return z.strictObject({
    _id: z.string({ error: '_id must be a string' }).refine((value) => value === id, {
      error: (issue) => `The body's _id (${String(issue.input)}) does not match the lot in the path (${id})`,
    }),
    lotId: z
      .string({ error: 'lotId must be a string' })
      // Live-data controls, navigations and shares refer to a lot by its lotId.
      .refine((value) => currentLotId === undefined || value === currentLotId, {
        error: `lotId cannot be changed (it is ${currentLotId}): live data and app events refer to it`,
      }),
    name: z.string({ error: 'name must be a string' }),
    address: optionalText('address'),
    spaces: spacesSchema,
    owner: optionalText('owner'),
    notes: optionalText('notes'),
    restriction_description: optionalText('restriction_description'),
    parking_type: z
      .enum(PARKING_TYPES, { error: `parking_type must be one of ${PARKING_TYPES.join(', ')}, or null` })
      .nullish(),
    geometry: z.looseObject({ type: z.string({ error: 'geometry.type must be a string' }) }),
    additionalProperties: z
      .record(z.string(), z.unknown(), { error: 'additionalProperties must be an object' })
      .optional(),
    // Accepted and ignored: a lot's feedback comes from the app's events.
    feedback: z.unknown().optional(),
  })
}

/**
 * The first problem the schema finds in a lot, in the server's words; null when there is
 * none. `keepUnknown`: a field the lot does not have is no problem (the editor carries it to
 * the server, which judges it).
 */
export function lotProblem(value: unknown, context: LotContext, keepUnknown = false): string | null {
  const schema = lotSchema(context)
  const result = (keepUnknown ? schema.loose() : schema).safeParse(value)
  if (result.success) return null
  const issue = result.error.issues[0]!
  return issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys[0]}` : issue.message
}
