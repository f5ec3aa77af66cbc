// The binary container the index ships in: what goes in comes out, and a damaged file fails with a clear error.
import { describe, expect, it } from 'vitest'
import { ContainerError, packStrings, readContainer, stringAt, writeContainer } from './container.ts'

describe('search data container', () => {
  const strings = ['{"title":"Koliek"}', '', '{"title":"Patiënt — één"}']
  const packed = packStrings(strings)
  const bytes = writeContainer(
    { hello: 'wereld' },
    {
      ids: Uint32Array.from([1, 2, 4_000_000_000]),
      freqs: Uint16Array.from([7]),
      'strings.offsets': packed.offsets,
      'strings.bytes': packed.bytes,
    },
  )

  it('reads back the header, every array and every string', () => {
    const c = readContainer(bytes)
    expect(c.header).toEqual({ hello: 'wereld' })
    expect([...c.u32('ids')]).toEqual([1, 2, 4_000_000_000])
    expect([...c.u16('freqs')]).toEqual([7])
    expect(strings.map((_, i) => stringAt(c.u32('strings.offsets'), c.u8('strings.bytes'), i))).toEqual(strings)
  })

  it('reads from a buffer that does not start on a 4-byte boundary', () => {
    const shifted = Buffer.alloc(bytes.length + 1)
    bytes.copy(shifted, 1)
    expect([...readContainer(shifted.subarray(1)).u32('ids')]).toEqual([1, 2, 4_000_000_000])
  })

  it('refuses other files, cut-short files and missing sections', () => {
    expect(() => readContainer(Buffer.from('{"not":"an index"}'))).toThrow(ContainerError)
    expect(() => readContainer(bytes.subarray(0, bytes.length - 8))).toThrow(/truncated/)
    expect(() => readContainer(bytes).u16('ids')).toThrow(/no u16 section "ids"/)
  })
})
