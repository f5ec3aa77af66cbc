// How a block declares its data (blocks/<layout>/schema.ts): the raw ACF fields WordPress sends for it, and what the
// pipeline and the page data need to know about it. Data only — zod and the ACF helpers, no React, no CSS — so the
// pipeline (Node) loads every block's definition through blocks/definitions.ts without loading a component.
import { z } from 'zod'
import { acfBlockSchema, type SiteNamed } from '#pipeline/schemas/wp/block-common.ts'

/** A field of CMS HTML (declare it `html` or `embed` in the block's `fields`): a string, empty when absent. */
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
 * outside pipeline/ imports pipeline/normalize. The generic rewrite (the fields the block declares `html`, `embed` or
 * `assets`; images and links wherever they are) has already run when the hook gets the block.
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

/**
 * What a field's text is, for the pipeline and the search index:
 * - `html`: CMS HTML a visitor reads — cleaned and link-rewritten by the pipeline, its words and h2–h4 headings indexed;
 * - `embed`: CMS HTML that is not reading matter (an embed's iframe) — cleaned, not indexed;
 * - `text`: plain text a visitor reads — indexed as body text;
 * - `heading`: plain text indexed as a heading (an item's title; the block's own title always is);
 * - `toc`: table-of-contents entries (their titles, at any depth, indexed as headings);
 * - `assets`: a list of CMS asset URLs (`/wp-content/…` ones made site paths).
 * A field not named is neither cleaned nor indexed (ids, urls, images, links, choices).
 */
export type FieldKind = 'html' | 'embed' | 'text' | 'heading' | 'toc' | 'assets'
/** The kinds of a block's fields, by name; a list or group of fields by a nested map of its items' fields. */
export type FieldKinds = { readonly [field: string]: FieldKind | FieldKinds }

/** How a block's component loads in the browser (decision 021; blocks/registry.ts). */
export type BlockLoad =
  /** interactive and common: in the blocks every page loads */
  | 'eager'
  /** no state, effect or handler: kept as prerendered on the first page, its code loaded only when needed */
  | 'static'
  /** rare and heavy (a form, a tool): its own chunk, loaded with the pages that show one */
  | 'lazy'

/**
 * What wp-admin's editing screen needs about one of the block's fields beyond its schema (wordpress/fields/hints.ts):
 * which post types an id field points at (one id: a post object field; a list of ids: a relationship field), an
 * editing widget, or that it is not an editing field.
 */
export type BlockFieldHint =
  | { type: 'post_object' | 'relationship'; post_type: string[] }
  | { type: 'number' }
  | { type: 'textarea' }
  | { type: 'strings'; sub: string }
  | { type: 'skip'; reason: string }

export type BlockDeclaration<S extends z.ZodRawShape, T> = BlockHooks<T> & {
  /** Its name in wp-admin (Dutch): the ACF layout's label in the block columns. */
  label: string
  /** How its component loads. */
  load: BlockLoad
  /** Its fields of CMS HTML and of text a visitor reads (see FieldKind). */
  fields?: { readonly [K in keyof S]?: FieldKind | FieldKinds }
  /** wp-admin hints for its fields, by field name (see BlockFieldHint). */
  hints?: { readonly [K in keyof S]?: BlockFieldHint }
  /**
   * The Dutch labels in wp-admin of its fields (a list's or group's item fields too), by field name: for a name no
   * other block or post type uses yet. Labels are by name, shared by every block (wordpress/fields/texts-labels.ts
   * holds the common ones); a name labelled two ways is an error naming both places (wordpress/fields/texts.ts).
   */
  labels?: { readonly [field: string]: string }
  /**
   * A minimal block as WordPress sends it, its own fields only (the common ones are added): the schema tests' sample
   * (pipeline/schemas/wp/test-payloads.ts) and, by `npm run wordpress:fields`, its example on the styleguide page
   * (devcms/content/pages/styleguide-inhoud.json) when the page does not show the block yet. It must parse.
   */
  example?: z.input<z.ZodObject<S>>
}

type Output<L extends string, S extends z.ZodRawShape> = SiteNamed<z.output<ReturnType<typeof blockSchema<L, S>>>>

export type BlockDefinition<
  L extends string = string,
  S extends z.ZodRawShape = z.ZodRawShape,
  Ld extends BlockLoad = BlockLoad,
> = {
  layout: L
  schema: ReturnType<typeof blockSchema<L, S>>
  load: Ld
} & Omit<BlockDeclaration<S, Output<L, S>>, 'load'>

/**
 * A block's declaration, the one place it lives (docs/extending.md): its layout, its raw ACF fields (besides the
 * common ones), its name in wp-admin, how its component loads, which of its fields hold CMS HTML or searchable text,
 * its wp-admin hints and its optional hooks. blocks/definitions.ts lists every declaration; every registry derives
 * from that list.
 */
export function defineBlock<
  L extends string,
  S extends z.ZodRawShape,
  Ld extends BlockLoad,
  Ex extends z.input<z.ZodObject<S>> | undefined = undefined,
>(
  layout: L,
  shape: S,
  declaration: BlockDeclaration<S, Output<L, S>> & { load: Ld; example?: Ex },
): BlockDefinition<L, S, Ld> & (Ex extends undefined ? unknown : { example: Ex }) {
  return { ...declaration, layout, schema: blockSchema(layout, shape) } as BlockDefinition<L, S, Ld> &
    (Ex extends undefined ? unknown : { example: Ex })
}

/** The raw block a definition parses: what WordPress sends, ACF's names and all. */
export type RawDefinedBlock<D extends { schema: z.ZodType }> = z.output<D['schema']>
/** The normalized block a definition describes: what the snapshot holds and its component receives. */
export type DefinedBlock<D extends { schema: z.ZodType }> = SiteNamed<z.output<D['schema']>>
