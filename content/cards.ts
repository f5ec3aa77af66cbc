// Card view models (spec §2 Cards, §3 Post card): what a card shows and nothing more. Post cards come from the card
// table the pipeline writes (pipeline/derive/cards.ts, decision 048) — a list never parses an article; the cards of the
// small tables (partners, authors, terms) are made here from their entities, which every reader holds parsed.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { PersonCardView, PostCardView } from '#lib/model/cards.ts'
import type { Image } from '#lib/model/types.ts'
import { htmlToText } from '#lib/format/text.ts'

export type { PersonCardView, PostCardView }

export type PartnerCardView = {
  id: number
  name: string
  excerpt: string
  logo?: Image
  link: string
  external: boolean
}
export type ExpertiseCardView = { id: number; name: string; iconUrl: string; hoverIconUrl: string; link: string }

/** Any article, news post, lesson or event as a post card (the card table's row); undefined when the id is not a
 *  published one. */
export const postCard = (s: SiteStore, id: number): PostCardView | undefined => s.card('post', id)

export const postCards = (s: SiteStore, ids: readonly number[]): PostCardView[] =>
  ids.flatMap((id) => postCard(s, id) ?? [])

export function partnerCard(s: SiteStore, id: number): PartnerCardView | undefined {
  const p = s.entity('partners', id)
  if (!p || p.status !== 'publish') return undefined
  const external = p.hideDetailPage
  return {
    id: p.id,
    name: p.title,
    excerpt: htmlToText(p.excerpt),
    ...(p.logo ? { logo: p.logo } : {}),
    link: external ? (p.externalLink?.url ?? p.website) : p.path,
    external,
  }
}

export function personCard(s: SiteStore, key: string): PersonCardView | undefined {
  const a = s.entity('authors', key)
  if (!a) return undefined
  return {
    key,
    name: a.name,
    function: a.function,
    company: a.company,
    ...(a.profileImage ? { image: a.profileImage } : {}),
    link: a.path,
  }
}

export function expertiseCard(s: SiteStore, id: number): ExpertiseCardView | undefined {
  const t = s.entity('terms', id)
  if (!t) return undefined
  return { id, name: t.name, iconUrl: t.iconUrl, hoverIconUrl: t.hoverIconUrl, link: t.path }
}
