// The ranges a page's recorded list reads become (track.ts): positions read one by one and spans read as windows,
// merged into the fewest ranges, so a page's dependencies stay short however it read a list.
import { describe, expect, it } from 'vitest'
import { mergeRanges, ranges } from './track.ts'

describe('recorded list positions', () => {
  it('turn the positions read into ranges', () => {
    expect(ranges([5, 0, 1, 2, 7, 6, 2])).toEqual([
      [0, 3],
      [5, 8],
    ])
    expect(ranges([])).toEqual([])
  })

  it('merge single positions and spans into the same ranges', () => {
    expect(
      mergeRanges(
        [5, 9],
        [
          [0, 3],
          [2, 5],
          [10, 12],
        ],
      ),
    ).toEqual([
      [0, 6],
      [9, 12],
    ])
    expect(mergeRanges([], [[0, 0]])).toEqual([])
  })
})
