// The knowledge-base categories as tiles: name, link, icon, colour and number of articles.
import type { SiteStore } from '#content/route-data.ts'
import type { Image } from '#lib/model/types.ts'
import { thumbnail } from '#lib/format/thumbnail.ts'

export type CategoryTile = { id: number; name: string; path: string; icon?: Image; color: string; count: number }

export function categoryTiles(s: SiteStore): CategoryTile[] {
  return s
    .entities('terms')
    .filter((t) => t.taxonomy === 'knowledge-base-category' && s.route(t.path)?.kind === 'kb-category')
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
    .map((t) => ({
      id: t.id,
      name: t.name,
      path: t.path,
      ...(t.icon ? { icon: thumbnail(t.icon, 96) } : {}),
      color: t.color,
      count: s.listLength(['byTerm', t.id]),
    }))
}
