// Snapshot → the functions' data files (search/data-files.ts): the stored hits and facets, the suggestion and full
// indexes, and the post cards. Pure until `writeSearchData`, which writes atomically (temp file + rename).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { postCard } from '#content/cards.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { storedFrom, type StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { analyzeQuery, fold, isSearchable, stemAndWordTerms, stemTerm, installLexiconTerms } from './analysis.ts'
import { packStrings, writeContainer } from './container.ts'
import {
  DATA_FILES,
  DATA_VERSION,
  type CardRow,
  type CardsHeader,
  type FacetRow,
  type SearchIndexHeader,
} from './data-files.ts'
import { searchDocuments, taxonomyLookup, type SearchDocument } from './documents.ts'
import { CONTENT_POST_TYPES } from './model.ts'
import { FULL_FIELDS, SUGGEST_FIELDS } from './fields.ts'
import { analyzeField, buildPostings, postingsSections, type FieldAnalysis } from './postings.ts'
import { KeptPostings, type FieldAnalyzer, type PatchStats } from './build-delta.ts'
import { fieldKey, type AnalysisCache } from './analysis-cache.ts'
import { withCompoundParts } from './compound-parts.ts'
import { parseSynonymRows, ruleEntries, synonymWarnings } from './synonyms.ts'
import type { ReportEntry } from '#lib/model/report-entry.ts'
import { curationTable } from './curations.ts'
import { compoundPartWords, fullLexicon } from './lexicon-build.ts'
import { lexiconSections } from './lexicon.ts'
import { contextOf, type SearchMemo } from './snapshot-memo.ts'

/** Suggestions cover the site's content (the four groups), not vets and clinics. */
export const inSuggestions = (d: SearchDocument) => CONTENT_POST_TYPES.includes(d.hit.post_type)

export type SearchData = Record<keyof typeof DATA_FILES, Buffer>
export type BuildStats = {
  documents: number
  suggestDocuments: number
  terms: { full: number; suggest: number }
  ms: Record<'lexicon' | 'documents' | 'compounds' | 'suggest' | 'full' | 'cards', number>
  /** Forms of the Dutch lexicon shipped in the index (search/lexicon.ts). */
  lexiconForms: number
  /** Synonym rules (search/synonyms.ts): equivalence sets and one-way rules in the index. */
  synonymRules: number
  /** With a memo: whether each index was patched with the changed documents or assembled again (build-delta.ts). */
  postings?: { full: PatchStats; suggest: PatchStats }
}

/** The indexes a memo's builds keep, to patch them with the documents that changed (search/build-delta.ts). */
const keptIndexes = new WeakMap<SearchMemo, { full: KeptPostings; suggest: KeptPostings }>()
const keptFor = (memo: SearchMemo) => {
  let kept = keptIndexes.get(memo)
  if (!kept)
    keptIndexes.set(
      memo,
      (kept = {
        full: new KeptPostings(FULL_FIELDS, (text) => analyzeField(text, stemTerm, writtenWord), true),
        suggest: new KeptPostings(SUGGEST_FIELDS, (text) => analyzeField(text, stemAndWordTerms), false),
      }),
    )
  return kept
}

/** The folded word, for the full index's written-word dictionary (typo correction before stemming). */
function writtenWord(word: string): string | null {
  const folded = fold(word)
  return isSearchable(folded) ? folded : null
}

function facetRow({ hit, facets: f }: SearchDocument): FacetRow {
  return [hit.post_type, hit.date, f.kb, f.ct, f.authors, f.authorClinics, f.vetClinics]
}

/** Every published article, news post, lesson and event as a post card, with what /api/articles filters on. With a
 *  memo (search/snapshot-memo.ts), a card made before from the same entity, terms and authors is taken from it. */
export function cardsContainer(snapshot: Snapshot | StoredSnapshot, memo?: SearchMemo): Buffer {
  const s = storedFrom(snapshot)
  const {
    lists,
    tables: { articles, posts, lessons, events },
  } = s
  const items: { row: CardRow; card: string }[] = []
  const context = memo ? contextOf(s, ['terms', 'authors']) : ''
  const store = snapshotStore(s)
  const make = (id: number) => {
    const card = postCard(store, id)
    if (!card) return undefined
    const [article, post, event] = [articles.get(id), posts.get(id), events.get(id)]
    const date = (article ?? post ?? lessons.get(id) ?? event)?.date ?? card.date
    const ct = article?.contentTypeIds ?? post?.contentTypeIds ?? []
    const row: CardRow = [
      id,
      card.type,
      date,
      event?.startDate ?? '',
      event?.endDate ?? '',
      article?.kbCategoryIds ?? [],
      ct,
    ]
    return { row, card: JSON.stringify(card) }
  }
  const hashOf = (id: number) => {
    const hashes = ['articles', 'posts', 'lessons', 'events'].map((t) => s.manifest.hashes[`${t}:${id}`] ?? '')
    return hashes.some(Boolean) ? hashes.join('|') : undefined
  }
  for (const id of new Set([
    ...lists.articles,
    ...lists.posts,
    ...lists.lessons,
    ...lists.eventsComing,
    ...lists.eventsPast,
  ])) {
    const item = memo ? memo.card(id, hashOf(id), context, () => make(id)) : make(id)
    if (item) items.push(item)
  }
  // Newest first (ties by id): the default order needs no sorting at request time.
  items.sort(({ row: x }, { row: y }) => (x[2] < y[2] ? 1 : x[2] > y[2] ? -1 : x[0] - y[0]))
  const header: CardsHeader = {
    version: DATA_VERSION,
    contentHash: s.manifest.contentHash,
    taxonomies: taxonomyLookup(s),
    rows: items.map((i) => i.row),
  }
  const packed = packStrings(items.map((i) => i.card))
  return writeContainer(header, { 'cards.offsets': packed.offsets, 'cards.bytes': packed.bytes })
}

/** A document's stored hit as JSON, made once per document object (a memo gives unchanged ones back as they were). */
const hitTexts = new WeakMap<SearchDocument, string>()
function hitJson(d: SearchDocument): string {
  let text = hitTexts.get(d)
  if (text === undefined) hitTexts.set(d, (text = JSON.stringify(d.hit)))
  return text
}

/** The document number of a post id (WordPress ids are unique across post types). */
function docOfPost(docs: readonly SearchDocument[]): (id: number) => number | undefined {
  const byId = new Map(docs.map((d, i) => [d.hit.id, i]))
  return (id) => byId.get(id)
}

/** `cache`: what the last build analyzed (search/analysis-cache.ts); only new texts are analyzed, and the output is the
 *  same as without it. */
export function buildSearchData(
  s: Snapshot | StoredSnapshot,
  builtAt = new Date().toISOString(),
  cache?: AnalysisCache,
  memo?: SearchMemo,
): { data: SearchData; stats: BuildStats; warnings: ReportEntry[] } {
  const tl = performance.now()
  // The Dutch lexicon first: every term below is the lemma's stem where the lexicon knows the form's lemma.
  const lexicon = fullLexicon()
  installLexiconTerms(lexicon.terms)
  const t0 = performance.now()
  const docs = searchDocuments(s, memo)
  const tc = performance.now()
  const { problems, ...rules } = parseSynonymRows(s.site.settings.search_settings.synonyms)
  const texts = withCompoundParts(
    docs.map((d) => d.text),
    cache,
    compoundPartWords(lexicon),
    ruleEntries(rules).flatMap((entry) => analyzeQuery(entry).map((w) => w.folded)),
  )
  const t1 = performance.now()
  // A text's analysis depends on the lexicon too: one made with another lexicon or expansion code is not reused.
  const cached = (kind: string) =>
    cache &&
    ((text: string, analyze: () => FieldAnalysis) => cache.field(fieldKey(`${kind}\0${lexicon.stamp}`, text), analyze))
  // With a memo (the warm builder's), the indexes of the last build are patched with the documents that changed.
  const kept = memo && keptFor(memo)
  const analyzer = (kind: string): FieldAnalyzer => ({
    analyze: (text, fresh) => {
      if (!cache) return { analysis: fresh(), key: undefined }
      const key = fieldKey(`${kind}\0${lexicon.stamp}`, text)
      return { analysis: cache.field(key, fresh), key }
    },
    reuse: (key, analysis) => cache?.field(key, () => analysis),
  })
  const suggestIn = (i: number) => docs[i] !== undefined && inSuggestions(docs[i])
  const suggest = kept
    ? kept.suggest.build(docs, texts, suggestIn, analyzer('suggest'), lexicon.stamp)
    : buildPostings(texts, SUGGEST_FIELDS, stemAndWordTerms, {
        include: suggestIn,
        ...(cache ? { analyze: cached('suggest') } : {}),
      })
  const t2 = performance.now()
  const full = kept
    ? kept.full.build(docs, texts, () => true, analyzer('full'), lexicon.stamp)
    : buildPostings(texts, FULL_FIELDS, stemTerm, {
        surface: writtenWord,
        ...(cache ? { analyze: cached('full') } : {}),
      })
  const t3 = performance.now()
  const cards = cardsContainer(s, memo)
  const t4 = performance.now()
  const fullPart = postingsSections(full, 'full')
  const suggestPart = postingsSections(suggest, 'suggest')
  const lexiconPart = lexiconSections(lexicon.stamp, lexicon.terms, full.terms)
  const hits = packStrings(docs.map(hitJson))
  const header: SearchIndexHeader = {
    version: DATA_VERSION,
    contentHash: s.manifest.contentHash,
    builtAt,
    taxonomies: taxonomyLookup(s),
    facets: docs.map(facetRow),
    full: fullPart.header,
    suggest: suggestPart.header,
    curations: curationTable(s.site.settings.search_settings.curations, docOfPost(docs)).table,
    synonyms: rules.groups,
    ...(rules.oneWay.length ? { oneWay: rules.oneWay } : {}),
    lexicon: lexiconPart.header,
  }
  const index = writeContainer(header, {
    ...fullPart.sections,
    ...suggestPart.sections,
    ...lexiconPart.sections,
    'hits.offsets': hits.offsets,
    'hits.bytes': hits.bytes,
  })
  return {
    data: { index, cards },
    stats: {
      documents: docs.length,
      suggestDocuments: suggest.docCount,
      terms: { full: full.terms.length, suggest: suggest.terms.length },
      ms: { lexicon: t0 - tl, documents: tc - t0, compounds: t1 - tc, suggest: t2 - t1, full: t3 - t2, cards: t4 - t3 },
      lexiconForms: lexiconPart.header.forms,
      synonymRules: rules.groups.length + rules.oneWay.length,
      ...(kept?.full.last && kept.suggest.last
        ? { postings: { full: kept.full.last, suggest: kept.suggest.last } }
        : {}),
    },
    // Malformed rows, and rules none of whose words any page has (the full index's own vocabulary, compound parts too).
    warnings: synonymWarnings(s.site.settings.search_settings.synonyms, problems, new Set(full.terms)),
  }
}

function writeAtomically(file: string, content: Buffer) {
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, content)
  renameSync(temp, file)
}

/** Writes the data files into `dir`. */
export function writeSearchData(data: SearchData, dir: string): void {
  mkdirSync(dir, { recursive: true })
  writeAtomically(path.join(dir, DATA_FILES.cards), data.cards)
  writeAtomically(path.join(dir, DATA_FILES.index), data.index)
}
