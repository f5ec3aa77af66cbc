// The alphabetical tag index of the generic page view (spec §2): tags grouped by first letter, A to Z.
import type { Term } from '#lib/model/types.ts'

export type TagLink = { name: string; path: string }
export type TagGroup = { letter: string; tags: TagLink[] }

/** "Éénhoevigen" → "E", "3D-scan" → "#": the letter a name is filed under. */
export function indexLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}

/** Groups in letter order ("#" last), names sorted the Dutch way within a group. */
export function groupTags(tags: TagLink[]): TagGroup[] {
  const groups = new Map<string, TagLink[]>()
  const sorted = [...tags].sort((a, b) => a.name.localeCompare(b.name, 'nl', { sensitivity: 'base' }))
  for (const tag of sorted) {
    const letter = indexLetter(tag.name)
    groups.set(letter, [...(groups.get(letter) ?? []), tag])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, tags: list }))
}

/** Every tag that has something to show (a tag page with items). */
export function tagIndex(terms: readonly Term[], items: (termId: number) => number): TagGroup[] {
  const tags = terms
    .filter((t) => t.taxonomy === 'post_tag' && items(t.id) > 0)
    .map((t) => ({ name: t.name, path: t.path }))
  return groupTags(tags)
}
