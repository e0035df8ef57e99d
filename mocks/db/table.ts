// A table of records by primary key, kept in insertion order, with the operations the
// world uses: create, findFirst, getAll, count, update and delete, where-clauses of
// `{ field: { equals: value } }`, as @mswjs/data's models spelled them. It replaces
// @mswjs/data, which brought graphql, lodash and date-fns with it: about half of the
// backend worker's code, all of it downloaded, compiled and run on every cold load of the
// demo, for two tables read and written by key (the figures:
// docs/decisions/0001-table-store-instead-of-mswjs-data.md).

type Where<R> = { [F in keyof R]?: { equals: R[F] } }

export class Table<R extends object, K extends keyof R> {
  private readonly rows = new Map<R[K], R>()

  constructor(
    private readonly name: string,
    private readonly key: K,
  ) {}

  /** Stores a copy of `record`; a record with the same key already there is an error, as in a database. */
  create(record: R): R {
    const id = record[this.key]
    if (this.rows.has(id))
      throw new Error(`Failed to create a "${this.name}": one with ${String(this.key)} "${String(id)}" already exists`)
    const row = { ...record }
    this.rows.set(id, row)
    return row
  }

  findFirst({ where }: { where: Where<R> }): R | null {
    const id = where[this.key]
    if (id && Object.keys(where).length === 1) return this.rows.get(id.equals) ?? null
    for (const row of this.rows.values()) if (matches(row, where)) return row
    return null
  }

  getAll(): R[] {
    return [...this.rows.values()]
  }

  count(): number {
    return this.rows.size
  }

  /** Replaces fields of the first record that matches; answers it, or null. */
  update({ where, data }: { where: Where<R>; data: Partial<Omit<R, K>> }): R | null {
    const row = this.findFirst({ where })
    if (!row) return null
    const updated = { ...row, ...data }
    this.rows.set(row[this.key], updated)
    return updated
  }

  /** Removes the first record that matches; answers it, or null. */
  delete({ where }: { where: Where<R> }): R | null {
    const row = this.findFirst({ where })
    if (row) this.rows.delete(row[this.key])
    return row
  }
}

function matches<R extends object>(row: R, where: Where<R>): boolean {
  return (Object.keys(where) as Array<keyof R>).every((field) => row[field] === where[field]!.equals)
}
