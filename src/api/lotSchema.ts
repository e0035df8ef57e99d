import * as z from 'zod/mini'
import { lotFields } from '@/schema/calls/parkingLots'

// The three places that judge a lot use the API's lot fields (src/schema/calls/parkingLots.ts)
// with the server's messages: the simulated backend's PUT (after the lot JSON checks of
// lotValidation.ts, whose messages come first and stay as they are), the editor's JSON tab
// before it hands a lot to the form, and the editor's form, whose fields are these, read
// from text. zod reports a strict object's fields in the order of its shape, and an unknown
// field after all of them.

/** A whole number from 0 to MAX_SPACES, or null (the server's spaces). */
export const spacesSchema = lotFields.spaces

/** What the server must know about the lot it stores: the path's id, and the lotId stored now (unknown for a lot not stored yet). */
export interface LotContext {
  id: string
  currentLotId?: string
}

/** The schema of a lot's fields for one lot; the lot JSON checks (lotValidation.ts) have passed before. */
function lotSchema({ id, currentLotId }: LotContext, keepUnknown: boolean) {
  const shape = {
    ...lotFields,
    _id: lotFields._id.check(
      z.refine((value) => value === id, {
        error: (issue) => `The body's _id (${String(issue.input)}) does not match the lot in the path (${id})`,
      }),
    ),
    // Live-data controls, navigations and shares refer to a lot by its lotId.
    lotId: lotFields.lotId.check(
      z.refine((value) => currentLotId === undefined || value === currentLotId, {
        error: `lotId cannot be changed (it is ${currentLotId}): live data and app events refer to it`,
      }),
    ),
    // Accepted and ignored: a lot's feedback comes from the app's events.
    feedback: z.optional(z.unknown()),
  }
  return keepUnknown ? z.looseObject(shape) : z.strictObject(shape)
}

/**
 * The first problem the schema finds in a lot, in the server's words; null when there is
 * none. `keepUnknown`: a field the lot does not have is no problem (the editor carries it to
 * the server, which judges it).
 */
export function lotProblem(value: unknown, context: LotContext, keepUnknown = false): string | null {
  const result = lotSchema(context, keepUnknown).safeParse(value)
  if (result.success) return null
  const issue = result.error.issues[0]!
  return issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys[0]}` : issue.message
}
