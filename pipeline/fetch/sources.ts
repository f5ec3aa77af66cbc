// What the pipeline pulls from the CMS: every collection (paged) and every singleton, with its schema.
import type { z } from 'zod'
import * as wp from '../schemas/wp/index.ts'
import { POST_TYPE_NAMES, POST_TYPES, type PostType, type PostTypeOf } from '#lib/model/post-types.ts'

/** The post types' collections, derived from the content model's manifest (lib/model/post-types.ts). */
type PostTypeSources = {
  [T in PostType as PostTypeOf<T>['collection']]: { path: string; schema: (typeof wp.POST_TYPE_SCHEMAS)[T] }
}
const POST_TYPE_SOURCES = Object.fromEntries(
  POST_TYPE_NAMES.map((type) => [
    POST_TYPES[type].collection,
    { path: `/wp/v2/${POST_TYPES[type].restBase}`, schema: wp.POST_TYPE_SCHEMAS[type] },
  ]),
) as PostTypeSources

export const COLLECTIONS = {
  ...POST_TYPE_SOURCES,
  users: { path: '/wp/v2/authors', schema: wp.WpUserSchema },
  media: { path: '/wp/v2/media', schema: wp.WpMediaSchema },
  categories: { path: '/wp/v2/categories', schema: wp.WpTermSchema },
  tags: { path: '/wp/v2/tags', schema: wp.WpTermSchema },
  kbCategories: { path: '/wp/v2/knowledge-base-categories', schema: wp.WpTermSchema },
  contentTypes: { path: '/wp/v2/content-types', schema: wp.WpTermSchema },
  partnerTypes: { path: '/wp/v2/partner-types', schema: wp.WpTermSchema },
  expertises: { path: '/wp/v2/expertises', schema: wp.WpTermSchema },
  services: { path: '/wp/v2/services', schema: wp.WpTermSchema },
  specialisations: { path: '/wp/v2/specialisations', schema: wp.WpTermSchema },
  recognitions: { path: '/wp/v2/recognitions', schema: wp.WpTermSchema },
  finderLabels: { path: '/wp/v2/finder-labels', schema: wp.WpTermSchema },
  finderIssues: { path: '/wp/v2/finder-issues', schema: wp.WpTermSchema },
} as const satisfies Record<string, { path: string; schema: z.ZodType }>

export type CollectionName = keyof typeof COLLECTIONS
export type RawCollections = { [K in CollectionName]: z.infer<(typeof COLLECTIONS)[K]['schema']>[] }

/** Required singletons: invalid or missing fails the run (spec §8: start-up loading). */
export const SINGLETONS = {
  settings: { path: '/wp/v2/general-settings', schema: wp.WpGeneralSettingsSchema, label: 'General Settings' },
  menus: { path: '/menus/v1/locations', schema: wp.WpMenuLocationsSchema, label: 'Menus' },
  frontpage: { path: '/wp/v2/frontpage', schema: wp.WpPageSchema, label: 'Frontpage' },
  notFound: { path: '/wp/v2/404', schema: wp.WpPageSchema, label: '404 page' },
} as const

/** Optional singletons: a failure is a warning. */
export const OPTIONAL = {
  postsPage: { path: '/wp/v2/postsPage', schema: wp.WpPageSchema },
  partnersPage: { path: '/wp/v2/partnerspage', schema: wp.WpPageSchema },
  redirects: { path: '/wp/v2/redirects', schema: wp.WpRedirectsSchema },
  popular: { path: '/wp/v2/popular-articles', schema: wp.WpPostCardSchema.array() },
} as const

export type RawSingletons = { [K in keyof typeof SINGLETONS]: z.infer<(typeof SINGLETONS)[K]['schema']> }
export type RawOptional = { [K in keyof typeof OPTIONAL]?: z.infer<(typeof OPTIONAL)[K]['schema']> }
export type RawContent = RawCollections & RawSingletons & RawOptional
