// How a block declares its data (blocks/<layout>/schema.ts): the raw ACF fields WordPress sends for it, and what the
// pipeline and the page data need to know about it. Data only — zod and the ACF helpers, no React, no CSS — so the
// pipeline (Node) loads every block's definition through blocks/definitions.ts without loading a component.
import { z } from 'zod'
import { acfBlockSchema, type SiteNamed } from '#pipeline/schemas/wp/block-common.ts'

/** A field of CMS HTML: cleaned and link-rewritten by the pipeline (pipeline/normalize/blocks.ts, by its key). */
export const html = z.string().default('')

const blockSchema = acfBlockSchema

/** What a block points at, by id: the page data resolves each into a card (content/block-refs.ts). */
export type RefSink = {
  post: (id: number) => void
  partner: (id: number) => void
  author: (ref: { type: 'user' | 'guest_author'; id: number }) => void
}

/**
 * What a block's own normalize hook may use, besides the block: the pipeline's rewrites, handed in so that no file
 * outside pipeline/ imports pipeline/normalize. The generic rewrite (HTML in `text`/`content`/`video_iframe` fields,
 * images, links, asset lists) has already run when the hook gets the block.
 */
export type BlockNormalizeContext = {
  /** CMS HTML made safe, its links and images made site-relative. */
  html: (html: string) => string
  /** A CMS URL as a site path when it points into the site, else as it is. */
  sitePath: (url: string) => string
  /** A CMS media URL as the site serves it (`/wp-content/…`). */
  mediaUrl: (url: string) => string
}

export type BlockHooks<T> = {
  /** The ids the block points at (posts, partners, authors), for the page data's card views. */
  refs?: (block: T, add: RefSink) => void
  /** The block's own normalizing, after the generic rewrite: same type out as in. */
  normalize?: (block: T, ctx: BlockNormalizeContext) => T
}

export type BlockDefinition<L extends string = string, S extends z.ZodRawShape = z.ZodRawShape> = {
  layout: L
  schema: ReturnType<typeof blockSchema<L, S>>
} & BlockHooks<SiteNamed<z.output<ReturnType<typeof blockSchema<L, S>>>>>

/** A block's definition: its layout, its raw ACF fields (besides the common ones) and its optional hooks. */
export function defineBlock<L extends string, S extends z.ZodRawShape>(
  layout: L,
  shape: S,
  hooks: BlockHooks<SiteNamed<z.output<ReturnType<typeof blockSchema<L, S>>>>> = {},
): BlockDefinition<L, S> {
  return { layout, schema: blockSchema(layout, shape), ...hooks }
}

/** The raw block a definition parses: what WordPress sends, ACF's names and all. */
export type RawDefinedBlock<D extends { schema: z.ZodType }> = z.output<D['schema']>
/** The normalized block a definition describes: what the snapshot holds and its component receives. */
export type DefinedBlock<D extends { schema: z.ZodType }> = SiteNamed<z.output<D['schema']>>
