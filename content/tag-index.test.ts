import { describe, expect, it } from 'vitest'
import { groupTags, indexLetter } from './tag-index.ts'

const tag = (name: string) => ({ name, path: `/tag/${name.toLowerCase()}/` })

describe('tag index', () => {
  it('files a name under its first letter, without accents; digits and signs under #', () => {
    expect(indexLetter('koliek')).toBe('K')
    expect(indexLetter('Éénhoevigen')).toBe('E')
    expect(indexLetter('  ijzer')).toBe('I')
    expect(indexLetter('3D-scan')).toBe('#')
  })

  it('groups tags by letter in alphabetical order, # last, names sorted within a group', () => {
    const groups = groupTags([
      tag('Koliek'),
      tag('droes'),
      tag('Cushing'),
      tag('kreupelheid'),
      tag('Éénhoevigen'),
      tag('24-uurs zorg'),
      tag('Drachtigheid'),
    ])
    expect(groups.map((g) => g.letter)).toEqual(['C', 'D', 'E', 'K', '#'])
    expect(groups.find((g) => g.letter === 'D')?.tags.map((t) => t.name)).toEqual(['Drachtigheid', 'droes'])
    expect(groups.find((g) => g.letter === 'K')?.tags.map((t) => t.name)).toEqual(['Koliek', 'kreupelheid'])
  })

  it('gives no groups for no tags', () => {
    expect(groupTags([])).toEqual([])
  })
})
