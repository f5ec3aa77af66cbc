// An entity laid over a table (an editor's preview) is the same record as a spread copy with that entity, without the copy.
import { describe, expect, it } from 'vitest'
import { withEntity } from './overlay-table.ts'

const table: Record<string, { t: string }> = { 2: { t: 'b' }, 5: { t: 'e' }, 9: { t: 'i' } }

describe('withEntity', () => {
  it.each([
    ['a new id between others', 7],
    ['a new id before all', 1],
    ['a new id after all', 12],
    ['an id already there', 5],
  ])('equals { ...table, [key]: value } for %s', (_, key) => {
    const value = { t: 'nieuw' }
    const overlaid = withEntity(table, key, value)
    const copy = { ...table, [key]: value }
    expect(Object.keys(overlaid)).toEqual(Object.keys(copy))
    expect(JSON.stringify(overlaid)).toBe(JSON.stringify(copy))
    expect(overlaid[key]).toBe(value)
    expect(key in overlaid).toBe(true)
    expect(table[key]).toBe(key === 5 ? table[5] : undefined)
  })

  it('puts a new string key after the others, as an object does', () => {
    const authors: Record<string, string> = { 'user:2': 'a', 'guest:9': 'b' }
    expect(Object.keys(withEntity(authors, 'user:1', 'c'))).toEqual(Object.keys({ ...authors, 'user:1': 'c' }))
  })
})
