import { describe, expect, it } from 'vitest'
import { Table } from '@mocks/db/table'

// The world's tables of lots and accounts: records by primary key, in the order they came.

interface Row {
  id: string
  name: string
  group: string
}

function table(): Table<Row, 'id'> {
  const rows = new Table<Row, 'id'>('row', 'id')
  rows.create({ id: 'a', name: 'Alpha', group: 'x' })
  rows.create({ id: 'b', name: 'Beta', group: 'y' })
  rows.create({ id: 'c', name: 'Gamma', group: 'y' })
  return rows
}

describe('Table', () => {
  it('finds by key or by any field, the first match in order, or null', () => {
    const rows = table()
    expect(rows.findFirst({ where: { id: { equals: 'b' } } })?.name).toBe('Beta')
    expect(rows.findFirst({ where: { group: { equals: 'y' } } })?.id).toBe('b')
    expect(rows.findFirst({ where: { group: { equals: 'y' }, name: { equals: 'Gamma' } } })?.id).toBe('c')
    expect(rows.findFirst({ where: { id: { equals: 'z' } } })).toBeNull()
    expect(rows.count()).toBe(3)
  })

  it('refuses a second record with the same key, and keeps the first', () => {
    const rows = table()
    expect(() => rows.create({ id: 'a', name: 'Again', group: 'x' })).toThrow(
      'Failed to create a "row": one with id "a" already exists',
    )
    expect(rows.findFirst({ where: { id: { equals: 'a' } } })?.name).toBe('Alpha')
  })

  it('keeps a copy: changing the object given to create changes nothing', () => {
    const rows = new Table<Row, 'id'>('row', 'id')
    const given = { id: 'a', name: 'Alpha', group: 'x' }
    rows.create(given)
    given.name = 'Changed outside'
    expect(rows.getAll()).toEqual([{ id: 'a', name: 'Alpha', group: 'x' }])
  })

  it('updates in place and deletes; a record deleted and created again comes last', () => {
    const rows = table()
    expect(rows.update({ where: { id: { equals: 'a' } }, data: { name: 'Alpha 2' } })?.name).toBe('Alpha 2')
    expect(rows.getAll().map((row) => row.id)).toEqual(['a', 'b', 'c'])
    expect(rows.delete({ where: { id: { equals: 'a' } } })?.name).toBe('Alpha 2')
    expect(rows.delete({ where: { id: { equals: 'a' } } })).toBeNull()
    rows.create({ id: 'a', name: 'Alpha 3', group: 'x' })
    expect(rows.getAll().map((row) => row.id)).toEqual(['b', 'c', 'a'])
    expect(rows.update({ where: { id: { equals: 'z' } }, data: { name: 'none' } })).toBeNull()
  })
})
