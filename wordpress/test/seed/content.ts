// The bundled content set (devcms/content, devcms/media/manifest.json) as the seeder reads it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { WP } from '../config.ts'
import type { JsonObject } from '../rest.ts'

/** Content folder → REST base of its post type, in the order they are created (ids ascend across folders). */
export const POST_FOLDERS: Record<string, string> = {
  articles: 'articles',
  posts: 'posts',
  academy: 'academy',
  events: 'events',
  pages: 'pages',
  partners: 'partners',
  products: 'products',
  'guest-authors': 'guest-authors',
  clinics: 'clinics',
  vets: 'vets',
}

/** Taxonomy (file name under terms/) → REST base. */
export const TAXONOMY_BASES: Record<string, string> = {
  category: 'categories',
  post_tag: 'tags',
  'knowledge-base-category': 'knowledge-base-categories',
  'content-type': 'content-types',
  'partner-type': 'partner-types',
  expertise: 'expertises',
  service: 'services',
  specialisation: 'specialisations',
  recognition: 'recognitions',
  'finder-label': 'finder-labels',
  'finder-issue': 'finder-issues',
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
const asObjects = (value: unknown): JsonObject[] => (Array.isArray(value) ? value : [value]) as JsonObject[]

/** Every object of a folder (a file holds one object or an array). */
export function folder(name: string): JsonObject[] {
  const dir = path.join(WP.content, name)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => asObjects(readJson(path.join(dir, f))))
}

export type Seeded = { base: string; item: JsonObject }

/** Every post of every type with its REST base, in ascending id order. */
export function allPosts(): Seeded[] {
  return Object.entries(POST_FOLDERS)
    .flatMap(([name, base]) => folder(name).map((item) => ({ base, item })))
    .sort((a, b) => Number(a.item.id) - Number(b.item.id))
}

/** Every term with its taxonomy's REST base, in ascending id order. */
export function allTerms(): Seeded[] {
  return Object.entries(TAXONOMY_BASES)
    .flatMap(([taxonomy, base]) =>
      asObjects(readJson(path.join(WP.content, 'terms', `${taxonomy}.json`))).map((item) => ({ base, item })),
    )
    .sort((a, b) => Number(a.item.id) - Number(b.item.id))
}

export const users = (): JsonObject[] => asObjects(readJson(path.join(WP.content, 'users.json')))
export const site = (name: string): unknown => readJson(path.join(WP.content, 'site', `${name}.json`))

export type MediaEntry = {
  id: number
  slug: string
  file: string
  mime_type: string
  alt?: string
  caption?: string
  title?: string
}
export const mediaManifest = (): MediaEntry[] =>
  (readJson(path.join(WP.media, 'manifest.json')) as MediaEntry[]).sort((a, b) => a.id - b.id)
export const mediaFile = (entry: MediaEntry): string => path.join(WP.media, 'uploads', entry.file)
