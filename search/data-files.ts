// The files the search and articles functions read, their location and their JSON shapes. Written once per build by
// scripts/build-search-index.ts into dist/functions-data/ (not published: only dist/client is), shipped with the
// functions (netlify.toml `included_files`), read once per function instance.
import path from 'node:path'
import { z } from 'zod'
import { POST_TYPES } from './model.ts'

export const DATA_FILES = {
  /** Stored hits, facets, taxonomy slugs and the suggestion index (MiniSearch JSON): what every search needs. */
  index: 'search-index.json',
  /** The full index (binary postings), loaded on the first full search. */
  postings: 'search-index.postings',
  /** Post cards and their filter fields for /api/articles. */
  cards: 'post-cards.json',
} as const

export const DATA_VERSION = 1

/** SEARCH_DATA_DIR, else `<DIST_DIR or dist>/functions-data`, relative to the working directory (the site root). */
export function searchDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SEARCH_DATA_DIR || path.join(env.DIST_DIR || 'dist', 'functions-data'))
}

const ids = z.array(z.number().int())
/** Per document: post type, date, kb category ids, content type ids, author keys, author clinics, vet clinics. */
export const FacetRowSchema = z.tuple([z.enum(POST_TYPES), z.string(), ids, ids, z.array(z.string()), ids, ids])
export type FacetRow = z.infer<typeof FacetRowSchema>

export const SearchIndexFileSchema = z.object({
  version: z.literal(DATA_VERSION),
  contentHash: z.string(),
  builtAt: z.string(),
  taxonomies: z.object({ kb: z.record(z.string(), z.number().int()), ct: z.record(z.string(), z.number().int()) }),
  /** Each document's SearchHit as JSON, parsed only when it is answered. */
  hits: z.array(z.string()),
  facets: z.array(FacetRowSchema),
  /** MiniSearch.toJSON() of the suggestion index, as a string for MiniSearch.loadJSON. */
  suggest: z.string(),
})
export type SearchIndexFile = z.infer<typeof SearchIndexFileSchema>

export const CARD_TYPES = ['article', 'post', 'lesson', 'event'] as const
/** Per card: id, type, post date, event start and end ('' for others), title, kb category ids, content type ids. */
export const CardRowSchema = z.tuple([z.number().int(), z.enum(CARD_TYPES), z.string(), z.string(), z.string(), z.string(), ids, ids])
export type CardRow = z.infer<typeof CardRowSchema>

export const CardsFileSchema = z.object({
  version: z.literal(DATA_VERSION),
  contentHash: z.string(),
  taxonomies: SearchIndexFileSchema.shape.taxonomies,
  rows: z.array(CardRowSchema),
  /** Each row's PostCardView as JSON. */
  cards: z.array(z.string()),
})
export type CardsFile = z.infer<typeof CardsFileSchema>
