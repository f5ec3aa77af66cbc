// Snapshot → the functions' data files (search/data-files.ts): the stored hits and facets, the suggestion index, the
// full postings index and the post cards. Pure until `writeSearchData`, which writes atomically (temp file + rename).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { postCard } from '../content/cards.ts'
import type { Snapshot } from '../pipeline/model/snapshot.ts'
import { stemTerm } from './analysis.ts'
import { DATA_FILES, DATA_VERSION, type CardRow, type CardsFile, type FacetRow, type SearchIndexFile } from './data-files.ts'
import { searchDocuments, taxonomyLookup, type SearchDocument } from './documents.ts'
import { FULL_BOOST, buildSuggestEngine } from './minisearch-engine.ts'
import { CONTENT_POST_TYPES } from './model.ts'
import { buildPostings, type FieldSpec } from './postings.ts'
import { serializePostings } from './postings-file.ts'

export const FULL_FIELDS: FieldSpec[] = Object.entries(FULL_BOOST).map(([name, boost]) => ({ name, boost }))

export type SearchData = { index: SearchIndexFile; postings: Buffer; cards: CardsFile }
export type BuildStats = { documents: number; suggestDocuments: number; terms: number; ms: { documents: number; suggest: number; postings: number; cards: number } }

const inSuggestions = (d: SearchDocument) => CONTENT_POST_TYPES.includes(d.hit.post_type)

function facetRow({ hit, facets: f }: SearchDocument): FacetRow {
  return [hit.post_type, hit.date, f.kb, f.ct, f.authors, f.authorClinics, f.vetClinics]
}

/** Every published article, news post, lesson and event as a post card with what /api/articles filters on. */
export function cardsFile(s: Snapshot): CardsFile {
  const { lists } = s
  const ids = [...lists.articles, ...lists.posts, ...lists.lessons, ...lists.eventsComing, ...lists.eventsPast]
  const rows: CardRow[] = []
  const cards: string[] = []
  for (const id of new Set(ids)) {
    const card = postCard(s, id)
    if (!card) continue
    const { articles, posts, lessons, events } = s.entities
    const article = articles[id]
    const event = events[id]
    const ct = article?.contentTypeIds ?? posts[id]?.contentTypeIds ?? []
    const date = (article ?? posts[id] ?? lessons[id] ?? event)?.date ?? card.date
    rows.push([id, card.type, date, event?.startDate ?? '', event?.endDate ?? '', card.title, article?.kbCategoryIds ?? [], ct])
    cards.push(JSON.stringify(card))
  }
  return { version: DATA_VERSION, contentHash: s.manifest.contentHash, taxonomies: taxonomyLookup(s), rows, cards }
}

export function buildSearchData(s: Snapshot, builtAt = new Date().toISOString()): { data: SearchData; stats: BuildStats } {
  const t0 = performance.now()
  const docs = searchDocuments(s)
  const t1 = performance.now()
  const suggest = buildSuggestEngine(docs, inSuggestions)
  const t2 = performance.now()
  const postings = buildPostings(docs.map((d) => d.text), FULL_FIELDS, stemTerm)
  const t3 = performance.now()
  const cards = cardsFile(s)
  const t4 = performance.now()
  const index: SearchIndexFile = {
    version: DATA_VERSION,
    contentHash: s.manifest.contentHash,
    builtAt,
    taxonomies: taxonomyLookup(s),
    hits: docs.map((d) => JSON.stringify(d.hit)),
    facets: docs.map(facetRow),
    suggest: JSON.stringify(suggest),
  }
  return {
    data: { index, postings: serializePostings(postings), cards },
    stats: {
      documents: docs.length,
      suggestDocuments: suggest.documentCount,
      terms: postings.terms.length,
      ms: { documents: t1 - t0, suggest: t2 - t1, postings: t3 - t2, cards: t4 - t3 },
    },
  }
}

function writeAtomically(file: string, content: string | Buffer) {
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, content)
  renameSync(temp, file)
}

/** Writes the data files into `dir`; returns each file's size in bytes. */
export function writeSearchData(data: SearchData, dir: string): Record<keyof typeof DATA_FILES, number> {
  mkdirSync(dir, { recursive: true })
  const index = JSON.stringify(data.index)
  const cards = JSON.stringify(data.cards)
  writeAtomically(path.join(dir, DATA_FILES.postings), data.postings)
  writeAtomically(path.join(dir, DATA_FILES.cards), cards)
  writeAtomically(path.join(dir, DATA_FILES.index), index)
  return { index: Buffer.byteLength(index), postings: data.postings.length, cards: Buffer.byteLength(cards) }
}
