// The card table (decision 048): what a card shows, made once by the pipeline from the entities and written with the
// snapshot (snapshot/write.ts), so a page that lists items reads their cards, never their whole entities (an article's
// body is most of its bytes). Cards of the big tables only — posts (articles, news, lessons, events), clinics and vets;
// the small tables (terms, partners, authors) are held parsed by every reader anyway.
import type { Cards, CardKind, ClinicCardView, PostCardView, VetCardRow } from '#lib/model/cards.ts'
import type { Entities, EntityRow, EntityTable } from '#lib/model/snapshot.ts'
import { htmlToText } from '#lib/format/text.ts'
import { formatDutchDate } from '#lib/format/dates.ts'
import { thumbnail } from '#lib/format/thumbnail.ts'
import { cardTablesOf } from '#lib/model/post-types.ts'

/** An entity by table and id: the entities a card is made from (a snapshot's tables, or a store's reads). */
export type Lookup = <T extends EntityTable>(table: T, id: number | string) => EntityRow<T> | undefined

export const CARD_KINDS = ['post', 'clinic', 'vet'] as const satisfies readonly CardKind[]
/**
 * The tables each kind's cards are made of (the post types' `card`, lib/model/post-types.ts); a post card's id is
 * looked up in this order (the first table wins).
 */
export const CARD_TABLES: { readonly [K in CardKind]: readonly EntityTable[] } = {
  post: cardTablesOf('post'),
  clinic: cardTablesOf('clinic'),
  vet: cardTablesOf('vet'),
}

/** A row's key in the card table file and its hash's key in the manifest (`cards:<kind>:<id>`). */
export const cardKey = (kind: CardKind, id: number | string): string => `${kind}:${id}`
export const CARD_HASH_PREFIX = 'cards:'

/** A category's icon image shows at 16 px beside a card's label: its smallest size (not the 1600 px original). */
const CATEGORY_ICON_MIN_WIDTH = 48
const TYPE_LABEL = { article: 'Kennisbank', post: 'Nieuws', lesson: 'Academy', event: 'Event' } as const

/**
 * The card's label (spec §3 category_label, category_label_type): the post's content type ('Video', 'Casus'…) in
 * the special content-type style, as the CMS's own cards give it; without one, the section it belongs to.
 */
function categoryLabel(
  look: Lookup,
  e: { kind: PostCardView['type']; contentTypeIds?: number[] },
): Pick<PostCardView, 'categoryLabel' | 'categoryLabelType'> {
  const contentType = look('terms', e.contentTypeIds?.[0] ?? -1)?.name
  return contentType
    ? { categoryLabel: contentType, categoryLabelType: 'content_type' }
    : { categoryLabel: TYPE_LABEL[e.kind], categoryLabelType: 'category' }
}

/** Any article, news post, lesson or event as a post card; undefined when the id is not a published one. */
function postCard(look: Lookup, id: number | string): PostCardView | undefined {
  const e = look('articles', id) ?? look('posts', id) ?? look('lessons', id) ?? look('events', id)
  if (!e || e.status !== 'publish') return undefined
  const categoryIds = e.categoryIds
  const primaryId = 'primaryCategoryId' in e ? e.primaryCategoryId : categoryIds[0]
  const kbId = e.kind === 'article' ? e.primaryKbCategoryId : undefined
  const primary = look('terms', kbId ?? primaryId ?? -1)
  const firstAuthor = 'authors' in e ? e.authors[0] : undefined
  const author = firstAuthor ? look('authors', `${firstAuthor.kind}:${firstAuthor.id}`) : undefined
  const sponsor = 'sponsor' in e ? e.sponsor : undefined
  return {
    id: e.id,
    type: e.kind,
    link: e.path,
    title: e.title,
    ...(e.titleHtml ? { titleHtml: e.titleHtml } : {}),
    excerpt: htmlToText(e.excerpt),
    date: e.kind === 'event' ? e.startDate : e.date,
    // An event card shows when the event takes place, not when it was published.
    dateFormatted: e.kind === 'event' ? formatDutchDate(e.startDate) : e.dateFormatted,
    ...(e.featuredImage ? { featuredImage: e.featuredImage } : {}),
    ...(primary
      ? {
          primaryCategory: {
            name: primary.name,
            iconUrl: primary.iconUrl || (primary.icon ? thumbnail(primary.icon, CATEGORY_ICON_MIN_WIDTH).src : ''),
          },
        }
      : {}),
    categories: categoryIds.flatMap((c) => look('terms', c)?.name ?? []),
    ...(sponsor ? { sponsor: { label: sponsor.label, color: sponsor.color } } : {}),
    ...(author ? { author: author.name } : {}),
    showAuthor: 'showAuthor' in e ? e.showAuthor : false,
    ...categoryLabel(look, e),
    ...('readingTime' in e && e.readingTime ? { readingTime: e.readingTime } : {}),
  }
}

function clinicCard(look: Lookup, id: number | string): ClinicCardView | undefined {
  const c = look('clinics', id)
  if (!c || c.status !== 'publish') return undefined
  const image = c.logo ?? c.featuredImage
  return {
    id: c.id,
    name: c.title,
    city: c.address.city,
    province: c.address.province,
    ...(image ? { image: thumbnail(image, 600) } : {}),
    link: c.path,
    emergency: c.emergencyService,
  }
}

function vetCard(look: Lookup, id: number | string): VetCardRow | undefined {
  const v = look('vets', id)
  if (!v || v.status !== 'publish') return undefined
  const image = v.image ?? v.featuredImage
  return {
    key: `vet:${v.id}`,
    name: v.title,
    function: v.function,
    company: v.clinicIds.flatMap((c) => look('clinics', c)?.title ?? []).join(', '),
    ...(image ? { image: thumbnail(image, 144) } : {}),
    link: v.path,
    line: htmlToText(v.excerpt) || v.function,
    date: v.date,
  }
}

const MAKE: { [K in CardKind]: (look: Lookup, id: number | string) => Cards[K] | undefined } = {
  post: postCard,
  clinic: clinicCard,
  vet: vetCard,
}

/** One card made from the entities `look` finds; undefined when the item is not a published one. */
export const cardOf = <K extends CardKind>(kind: K, id: number | string, look: Lookup): Cards[K] | undefined =>
  MAKE[kind](look, id)

/** Looks entities up in plain tables (the pipeline's snapshot). */
export const entitiesLookup =
  (entities: Entities): Lookup =>
  (table, id) => {
    const rows = entities[table] as Record<string, EntityRow<typeof table>>
    return Object.hasOwn(rows, String(id)) ? rows[String(id)] : undefined
  }

/**
 * Every card of the site as [`<kind>:<id>` (cardKey), card], in table order: what the pipeline writes and hashes. Made
 * one at a time, so neither holds every card at once.
 */
export function* deriveCards(entities: Entities): Generator<[string, Cards[CardKind]]> {
  const look = entitiesLookup(entities)
  for (const kind of CARD_KINDS) {
    const seen = new Set<string>()
    for (const table of CARD_TABLES[kind]) {
      for (const id of Object.keys(entities[table])) {
        if (seen.has(id)) continue
        seen.add(id)
        const card = cardOf(kind, id, look)
        if (card) yield [cardKey(kind, id), card]
      }
    }
  }
}
