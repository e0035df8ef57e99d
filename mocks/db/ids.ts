/** Mongo-like ids: seconds since the epoch, then a sequence number, so they sort by creation. */
export function objectId(at: number, sequence: number): string {
  return Math.floor(at / 1000).toString(16).padStart(8, '0') + sequence.toString(16).padStart(16, '0')
}
