// Each post type's normalizer, bound to its entry in the content model's manifest (lib/model/post-types.ts): a post
// type declared there without its normalizer here is a type error, and so is a normalizer whose entity does not fit
// the type's snapshot table. The build (pipeline/build-snapshot.ts) and an editor's live item
// (pipeline/live/live-entity.ts) normalize through this one map.
import type { z } from 'zod'
import { POST_TYPE_SCHEMAS, type WpPostOf } from '../schemas/wp/index.ts'
import type { EntityRow } from '#lib/model/snapshot.ts'
import type { PostType, PostTypeOf } from '#lib/model/post-types.ts'
import type { NormalizeContext } from './context.ts'
import {
  normalizeArticle,
  normalizeClinic,
  normalizeEvent,
  normalizeLesson,
  normalizeNewsPost,
  normalizePage,
  normalizePartner,
  normalizeProduct,
  normalizeVet,
} from './entities.ts'
import { normalizeGuestAuthor } from './people-terms.ts'

/**
 * What a normalizer reads of other items: a partner lists its products, a clinic its vets. The build answers from the
 * raw answers it fetched, an editor's live item from the build's snapshot.
 */
export type Related = {
  productsOf: (partnerId: number) => number[]
  vetsOf: (clinicId: number) => number[]
}

/** A post type's entity: a row of its snapshot table. */
export type EntityOf<T extends PostType> = EntityRow<PostTypeOf<T>['table']>
type PostTypeNormalizer<T extends PostType> = (raw: WpPostOf<T>, ctx: NormalizeContext, related: Related) => EntityOf<T>

export const POST_TYPE_NORMALIZERS = {
  article: (raw, ctx) => normalizeArticle(raw, ctx),
  post: (raw, ctx) => normalizeNewsPost(raw, ctx),
  lesson: (raw, ctx) => normalizeLesson(raw, ctx),
  event: (raw, ctx) => normalizeEvent(raw, ctx),
  page: (raw, ctx) => normalizePage(raw, ctx),
  partner: (raw, ctx, related) => normalizePartner(raw, ctx, related.productsOf(raw.id)),
  product: (raw, ctx) => normalizeProduct(raw, ctx),
  clinic: (raw, ctx, related) => normalizeClinic(raw, ctx, related.vetsOf(raw.id)),
  vet: (raw, ctx) => normalizeVet(raw, ctx),
  'guest-author': (raw, ctx) => normalizeGuestAuthor(raw, ctx),
} satisfies { [T in PostType]: PostTypeNormalizer<T> }

/**
 * Normalizes an item its type's schema parsed (`WpPostOf<T>`). TypeScript does not narrow a map indexed by a generic
 * key: the map's `satisfies` above is what holds each entry to its type.
 */
export const normalizePostType = <T extends PostType>(
  type: T,
  raw: WpPostOf<T>,
  ctx: NormalizeContext,
  related: Related,
): EntityOf<T> => (POST_TYPE_NORMALIZERS[type] as unknown as PostTypeNormalizer<T>)(raw, ctx, related)

/** A raw item checked against its type's schema: the parsed item, or zod's error. */
export const parsePostType = <T extends PostType>(
  type: T,
  raw: unknown,
): { success: true; data: WpPostOf<T> } | { success: false; error: z.ZodError } =>
  POST_TYPE_SCHEMAS[type].safeParse(raw) as { success: true; data: WpPostOf<T> } | { success: false; error: z.ZodError }
