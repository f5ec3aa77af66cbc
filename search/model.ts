// The search data's shapes: what a hit shows (spec §3 "Search hit"), what a document is filtered on, and the groups.
import * as z from 'zod/mini'
import { POST_TYPES, type GroupKey } from './post-types.ts'

export { CONTENT_POST_TYPES, GROUPS, POST_TYPES, type GroupKey, type PostType } from './post-types.ts'

export const HitImageSchema = z.object({
  src: z.string(),
  alt: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
})
export type HitImage = z.infer<typeof HitImageSchema>

/** One search result (spec §3 "Search hit"). Names follow the original search API (snake_case), as the spec lists them. */
export const SearchHitSchema = z.object({
  id: z.int(),
  post_type: z.enum(POST_TYPES),
  title: z.string(),
  /** Site path, ending in "/". */
  link: z.string(),
  /** Plain text, at most ~200 characters. */
  excerpt: z.string(),
  /** Publication date, "YYYY-MM-DDTHH:MM:SS" (local time). */
  date: z.string(),
  date_formatted: z.string(),
  /** Events: the start date. */
  event_date: z.optional(z.string()),
  /** Name of the first content-type term (articles, news), else "". */
  content_type_primary_name: z.string(),
  /** Name of the primary knowledge-base category (articles), else "". */
  knowledge_base_category_primary_name: z.string(),
  image: z.optional(HitImageSchema),
})
export type SearchHit = z.infer<typeof SearchHitSchema>

/** What a document is filtered and sorted on (ids of terms, author keys "user:2" / "guest:2601", clinic ids). */
export type DocFacets = {
  kb: number[]
  ct: number[]
  authors: string[]
  /** Articles, news, lessons: clinics their authors work at. */
  authorClinics: number[]
  /** Vets: the clinics they work at. */
  vetClinics: number[]
}

export type StoredDoc = { hit: SearchHit; facets: DocFacets }

/** Slug → id of the knowledge-base categories and content types, so filters take either. */
export type TaxonomyLookup = { kb: Record<string, number>; ct: Record<string, number> }

export type SearchGroup = { key: GroupKey; total: number; top_type_hits: SearchHit[] }
export type SearchAnswer = { results: SearchHit[]; total: number; groups?: SearchGroup[] }
