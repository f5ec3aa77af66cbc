// The knowledge-base categories as tiles: name, link, icon, colour and number of articles.
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Image } from '#lib/model/types.ts'
import { thumbnail } from '#lib/format/thumbnail.ts'

export type CategoryTile = { id: number; name: string; path: string; icon?: Image; color: string; count: number }

export function categoryTiles(s: Snapshot): CategoryTile[] {
  return Object.values(s.entities.terms)
    .filter((t) => t.taxonomy === 'knowledge-base-category' && s.routes[t.path]?.kind === 'kb-category')
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
    .map((t) => ({
      id: t.id,
      name: t.name,
      path: t.path,
      ...(t.icon ? { icon: thumbnail(t.icon, 96) } : {}),
      color: t.color,
      count: s.lists.byTerm[t.id]?.length ?? 0,
    }))
}
