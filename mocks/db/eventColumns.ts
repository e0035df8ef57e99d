// One event list kept as numbers, a column per field, in the order the events were made
// (not sorted by time: what the dashboard counts needs no order), while nothing has asked for its
// objects: the history's ~114k events as objects, with an id and a timestamp string each,
// cost a cold build several hundred ms, a third of it garbage collection. Columns are
// typed arrays that grow by doubling: the times as Float64, every other field as Int32
// (enumerations are small codes, an index into the list of their values; texts an index
// into the texts they are drawn from), half the bytes of Float64 at ten times the world.

const FIRST_CAPACITY = 1024

type Column = Float64Array | Int32Array

/** An empty column of the same type as `column`, `length` long. */
function like<C extends Column>(column: C, length: number): C {
  return new (column.constructor as new (length: number) => C)(length)
}

export class EventColumns<F extends string> {
  length = 0
  /** When each event happened (ms). */
  time: Float64Array = new Float64Array(FIRST_CAPACITY)
  /** Each event's sequence number, for its id (ids.ts's objectId). */
  sequence: Int32Array = new Int32Array(FIRST_CAPACITY)
  /** Each event's user, by index in the world's users. */
  user: Int32Array = new Int32Array(FIRST_CAPACITY)
  /**
   * The other fields, by name, one number per event. The three above are not among them: every
   * kind's columns have those, and the code that fills them in for any kind reads them from one
   * shape of object.
   */
  readonly fields: Record<F, Int32Array>

  constructor(names: readonly F[]) {
    this.fields = Object.fromEntries(names.map((name) => [name, new Int32Array(FIRST_CAPACITY)])) as Record<
      F,
      Int32Array
    >
  }

  /** A new row at `time`, whose other fields the caller then sets; its index. */
  add(time: number, sequence: number, user: number): number {
    if (this.length === this.time.length) this.grow()
    this.time[this.length] = time
    this.sequence[this.length] = sequence
    this.user[this.length] = user
    return this.length++
  }

  private grow(): void {
    const grown = <C extends Column>(column: C) => {
      const larger = like(column, column.length * 2)
      larger.set(column)
      return larger
    }
    this.time = grown(this.time)
    this.sequence = grown(this.sequence)
    this.user = grown(this.user)
    for (const name of Object.keys(this.fields) as F[]) this.fields[name] = grown(this.fields[name])
  }
}
