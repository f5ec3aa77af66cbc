// Snapshot → search documents: one per published, routed, indexable article, news post, page, event, lesson, vet and
// clinic. Each has the text the engines index and the hit and facets the functions answer and filter with.
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { EntityReader } from '#pipeline/snapshot/entity-file.ts'
import { storedFrom, type StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import type { Clinic, Entity, Image, Vet } from '#lib/model/types.ts'
import { fold } from './analysis.ts'
import type { HitImage, PostType, TaxonomyLookup } from './model.ts'
import type { SearchDocument } from './search-document.ts'
import { headings, plainText, rowsText } from './text.ts'
import { contextOf, type SearchMemo } from './snapshot-memo.ts'

export type { IndexedText, SearchDocument } from './search-document.ts'

type Indexable = Extract<Entity, { kind: PostType }>

const EXCERPT_LENGTH = 200

/** Plain text of at most ~EXCERPT_LENGTH characters, cut at a word. */
function excerptOf(html: string): string {
  const text = plainText(html)
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.lastIndexOf(' ', EXCERPT_LENGTH)
  return `${text.slice(0, cut > 100 ? cut : EXCERPT_LENGTH)}…`
}

const hitImage = (image: Image | undefined): HitImage | undefined =>
  image && {
    src: image.src,
    alt: image.alt,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  }

/** The clinics an author works at: a clinic whose name is the author's company (the CMS has no explicit relation). */
function clinicsByAuthor(s: StoredSnapshot): Map<string, number[]> {
  const byName = new Map<string, number[]>()
  for (const clinic of s.tables.clinics.values()) byName.set(fold(clinic.title.trim()), [clinic.id])
  const out = new Map<string, number[]>()
  for (const author of s.tables.authors.values()) {
    const ids = byName.get(fold(author.company.trim()))
    if (author.company && ids) out.set(author.key, ids)
  }
  return out
}

/** Published and not noindex: what the entity itself says. */
const indexableEntity = (e: Indexable) => e.status === 'publish' && !/noindex/i.test(e.seo.robots)
/** A route of the snapshot leads to it. */
function routed(s: StoredSnapshot, path: string, id: number): boolean {
  const route = s.routes[path]
  return route !== undefined && route.id === id
}
const isIndexable = (s: StoredSnapshot, e: Indexable) => indexableEntity(e) && routed(s, e.path, e.id)

function document(s: StoredSnapshot, e: Indexable, authorClinics: Map<string, number[]>): SearchDocument {
  const term = (id: number | undefined) => (id === undefined ? undefined : s.tables.terms.get(id))
  const kb = e.kind === 'article' ? e.kbCategoryIds : []
  const ct = e.kind === 'article' || e.kind === 'post' ? e.contentTypeIds : []
  const authors = 'authors' in e ? e.authors.map((a) => `${a.kind}:${a.id}`) : []
  const termIds = [...kb, ...ct, ...('categoryIds' in e ? e.categoryIds : []), ...('tagIds' in e ? e.tagIds : [])]
  const rows = rowsText(e.rows)
  const extra = extraText(s, e)
  const image = hitImage(
    e.kind === 'vet'
      ? (e.image ?? e.featuredImage)
      : e.kind === 'clinic'
        ? (e.featuredImage ?? e.logo)
        : e.featuredImage,
  )
  return {
    hit: {
      id: e.id,
      post_type: e.kind,
      title: e.title,
      link: e.path,
      excerpt: excerptOf(e.excerpt) || excerptOf(e.content),
      date: e.date,
      date_formatted: e.dateFormatted,
      ...(e.kind === 'event' ? { event_date: e.startDate } : {}),
      content_type_primary_name: term(ct[0])?.name ?? '',
      knowledge_base_category_primary_name:
        e.kind === 'article' ? (term(e.primaryKbCategoryId ?? kb[0])?.name ?? '') : '',
      ...(image ? { image } : {}),
    },
    facets: {
      kb,
      ct,
      authors,
      authorClinics: [...new Set(authors.flatMap((key) => authorClinics.get(key) ?? []))],
      vetClinics: e.kind === 'vet' ? e.clinicIds : [],
    },
    text: {
      // Plain text: a title may carry inline HTML (<em>) from the CMS.
      title: plainText(e.title),
      // Each heading once: a table of contents or a tab bar repeats the headings it links to.
      headings: [...new Set([...headings(e.content), ...rows.headings])].join(' \n '),
      taxonomy: termIds.flatMap((id) => term(id)?.name ?? []).join(' \n '),
      intro: plainText(e.excerpt),
      body: [plainText(e.content), ...rows.body, ...extra].join(' \n '),
    },
  }
}

/** Text a visitor sees on the page beyond content and blocks: event place and speakers, a vet's job and clinics. */
function extraText(s: StoredSnapshot, e: Indexable): string[] {
  if (e.kind === 'event') return [e.location.name, e.location.city, ...e.speakers.map((p) => `${p.name} ${p.company}`)]
  if (e.kind === 'vet') return vetText(s, e)
  if (e.kind === 'clinic') return clinicText(e)
  return []
}
const vetText = (s: StoredSnapshot, v: Vet) => [
  v.function,
  ...v.clinicIds.flatMap((id) => s.tables.clinics.get(id)?.title ?? []),
]
const clinicText = (c: Clinic) => [c.address.city, c.address.province]

/** Every indexable entity of the snapshot as a search document, newest first: a document's position is its rank by
 *  date (ties by id), so sorting by date needs no date comparisons at query time. A snapshot opened on disk
 *  (read.ts's openSnapshot) is read entity by entity, and with a memo only the entities it has no document for. */
export function searchDocuments(snapshot: Snapshot | StoredSnapshot, memo?: SearchMemo): SearchDocument[] {
  const s = storedFrom(snapshot)
  let clinicsOfAuthors: Map<string, number[]> | undefined
  const authorClinics = () => (clinicsOfAuthors ??= clinicsByAuthor(s))
  const { articles, posts, pages, events, lessons, vets, clinics } = s.tables
  // With a memo (search/snapshot-memo.ts): a document made before from the same entity and the same terms, authors and
  // clinics is taken from it; its route is checked now.
  const context = memo ? contextOf(s, ['terms', 'authors', 'clinics']) : ''
  // Entity by entity (the snapshot reads big tables on demand, decision 018): only the documents are held, never every
  // entity at once. Sorted afterwards on the same keys (a stable sort: ties keep this order, as before).
  const docs: SearchDocument[] = []
  const tables = { articles, posts, pages, events, lessons, vets, clinics } as Record<string, EntityReader<Indexable>>
  for (const [name, table] of Object.entries(tables)) {
    for (const key of table.keys()) {
      if (memo) {
        const doc = memo.doc(`${name}:${key}`, s.manifest.hashes[`${name}:${key}`], context, () => {
          const e = table.get(key)
          return e && indexableEntity(e) ? document(s, e, authorClinics()) : undefined
        })
        if (doc && routed(s, doc.hit.link, doc.hit.id)) docs.push(doc)
        continue
      }
      const e = table.get(key)
      if (e && isIndexable(s, e)) docs.push(document(s, e, authorClinics()))
    }
  }
  return docs.sort((a, b) => (a.hit.date < b.hit.date ? 1 : a.hit.date > b.hit.date ? -1 : a.hit.id - b.hit.id))
}

/** Slug → id of the knowledge-base categories and content types. */
export function taxonomyLookup(s: Snapshot | StoredSnapshot): TaxonomyLookup {
  const lookup: TaxonomyLookup = { kb: {}, ct: {} }
  for (const t of storedFrom(s).tables.terms.values()) {
    if (t.taxonomy === 'knowledge-base-category') lookup.kb[t.slug] = t.id
    if (t.taxonomy === 'content-type') lookup.ct[t.slug] = t.id
  }
  return lookup
}
