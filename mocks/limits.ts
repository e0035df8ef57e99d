// What the simulated backend accepts in one request body. No real parking lot comes near
// them (the largest seeded lot is under 2 KB of JSON, nested 4 levels): they exist so that a
// hostile or broken client gets a 4xx with a message instead of poisoning the backend.

/** Largest request body, in bytes (1 MB). */
export const MAX_BODY_BYTES = 1_000_000

/** Deepest nesting of arrays and objects in a JSON body. */
export const MAX_JSON_DEPTH = 100
