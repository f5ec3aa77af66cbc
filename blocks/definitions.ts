// The block manifest: every block's declaration (blocks/<layout>/schema.ts, `defineBlock`), one line each, and what
// derives from them — the zod discriminated union the pipeline parses blocks with, the list of layouts, the `Block`
// union every component's props come from, what a page's blocks point at, which fields hold CMS HTML or searchable
// text (pipeline/normalize/blocks.ts, search/text.ts), the wp-admin labels and hints (wordpress/fields) and how each
// block loads (the types blocks/lazy-static.ts and blocks/lazy-modules.ts are held to). Data only (no React, no CSS):
// the pipeline loads it under Node. Its twin for the components is blocks/registry.ts, typed against it, so a block
// with a declaration and no component (or the reverse, or one registered another way than it declares) is a type
// error.
import type { z } from 'zod'
import type { BlockFields } from '#lib/model/types.ts'
import { acfBlockUnion, type SiteNamed } from '#pipeline/schemas/wp/block-common.ts'
import type { BlockFieldHint, BlockNormalizeContext, FieldKinds, RefSink } from './define.ts'
import { introColumn } from './intro_column/schema.ts'
import { textColumn } from './text_column/schema.ts'
import { textImageColumn } from './text_image_column/schema.ts'
import { callToAction } from './call_to_action/schema.ts'
import { textQuoteColumn } from './text_quote_column/schema.ts'
import { ad } from './ad/schema.ts'
import { postCard } from './post_card/schema.ts'
import { ctaPostCard } from './cta_post_card/schema.ts'
import { author } from './author/schema.ts'
import { authors } from './authors/schema.ts'
import { imageGallery } from './image_gallery/schema.ts'
import { adjacentPosts } from './adjacent_posts/schema.ts'
import { highlightedArticles } from './highlighted_articles/schema.ts'
import { highlightedKbArticles } from './highlighted_kb_articles/schema.ts'
import { highlightedPartners } from './highlighted_partners/schema.ts'
import { featuredPostsWithIcons } from './featured_posts_with_icons/schema.ts'
import { highlightedVideos } from './highlighted_videos/schema.ts'
import { tabs } from './tabs/schema.ts'
import { tableOfContents } from './table_of_contents/schema.ts'
import { video } from './video/schema.ts'
import { chipNumber } from './chip_number/schema.ts'
import { image } from './image/schema.ts'
import { articlesList } from './articles_list/schema.ts'
import { questions } from './questions/schema.ts'
import { gravityForm } from './gravity_form/schema.ts'
import { accordion } from './accordion/schema.ts'
import { mailblueForm } from './mailblue_form/schema.ts'
import { interactiveImage } from './interactive_image/schema.ts'
import { calculateWeightForm } from './calculate_weight_form/schema.ts'

/** One line per block folder (docs/extending.md): the manifest. */
export const BLOCK_DEFINITIONS = [
  introColumn,
  textColumn,
  textImageColumn,
  callToAction,
  textQuoteColumn,
  ad,
  postCard,
  ctaPostCard,
  author,
  authors,
  imageGallery,
  adjacentPosts,
  highlightedArticles,
  highlightedKbArticles,
  highlightedPartners,
  featuredPostsWithIcons,
  highlightedVideos,
  tabs,
  tableOfContents,
  video,
  chipNumber,
  image,
  articlesList,
  questions,
  gravityForm,
  accordion,
  mailblueForm,
  interactiveImage,
  calculateWeightForm,
] as const

type Definitions = typeof BLOCK_DEFINITIONS
/** The definitions' schemas as a tuple (a homomorphic mapped type keeps the tuple), as discriminatedUnion wants them. */
type SchemasOf<T extends readonly unknown[]> = {
  -readonly [K in keyof T]: T[K] extends { schema: infer S } ? S : never
}
type Schemas = SchemasOf<Definitions>

/** Every block as the CMS sends it, told apart by its layout (spec §2 Content blocks, §3 Block common). */
export const RawBlockSchema = acfBlockUnion(BLOCK_DEFINITIONS.map((d) => d.schema) as Schemas)
/** A block as the CMS sends it, ACF's names and all: only the pipeline's parse and normalizer see this. */
export type RawBlock = z.output<typeof RawBlockSchema>
/**
 * A block as the site renders it: the CMS block under the site's names (`type`, `headingLevel`, `legacyStyle`:
 * pipeline/schemas/wp/block-common.ts `SiteNamed`), its images and links normalized and its HTML made safe.
 */
export type Block = SiteNamed<RawBlock>
export type BlockLayout = Block['type']
export type BlockOf<L extends BlockLayout> = Extract<Block, { type: L }>
export const BLOCK_LAYOUTS: BlockLayout[] = BLOCK_DEFINITIONS.map((d) => d.layout)

type Definition = Definitions[number]
const BY_LAYOUT: ReadonlyMap<string, Definition> = new Map(BLOCK_DEFINITIONS.map((d) => [d.layout, d]))
export const isBlockLayout = (layout: string): layout is BlockLayout => BY_LAYOUT.has(layout)
/** A block of the snapshot as its own type, when this build knows its layout (a snapshot may be older or newer). */
export const isBlock = (block: BlockFields): block is Block => isBlockLayout(block.type)

type RefsHook = (block: Block, add: RefSink) => void
type NormalizeHook = (block: Block, ctx: BlockNormalizeContext) => Block
/** A block's hooks, callable with the block: each definition's hooks take its own block type, and the lookup by the
 *  block's own layout keeps the two paired (TypeScript cannot call a union of such functions). */
export const blockHooks = (block: Block) =>
  BY_LAYOUT.get(block.type) as { refs?: RefsHook; normalize?: NormalizeHook } | undefined

/** What the page's blocks point at (each block's `refs` hook): the page data resolves these into cards. */
export function collectBlockRefs(blocks: Iterable<BlockFields>, add: RefSink): void {
  for (const block of blocks) if (isBlock(block)) blockHooks(block)?.refs?.(block, add)
}

/** The layouts whose component loads the way `L` says (blocks/registry.ts). */
export type LayoutLoadedAs<Ld extends Definition['load']> = Extract<Definition, { load: Ld }>['layout']

/** Each block's fields of CMS HTML and of text a visitor reads, by layout (its declaration's `fields`). */
export const BLOCK_FIELDS: Readonly<Record<string, FieldKinds>> = Object.fromEntries(
  BLOCK_DEFINITIONS.map((d) => [d.layout, ('fields' in d ? d.fields : undefined) ?? {}]),
)

/** Each block's name in wp-admin, by layout (wordpress/fields/texts.ts). */
export const BLOCK_LABELS: Record<string, string> = Object.fromEntries(
  BLOCK_DEFINITIONS.map((d) => [d.layout, d.label]),
)

/** The blocks' wp-admin hints, keyed `<layout>.<field>` as wordpress/fields/hints.ts matches a field's path's end. */
export const BLOCK_HINTS: Record<string, BlockFieldHint> = Object.fromEntries(
  BLOCK_DEFINITIONS.flatMap((d) =>
    Object.entries(('hints' in d ? d.hints : undefined) ?? {}).map(([field, hint]) => [`${d.layout}.${field}`, hint]),
  ),
)

/** The Dutch labels the blocks give their fields, by block (wordpress/fields/texts.ts merges them by field name). */
export const BLOCK_FIELD_LABELS: { layout: string; labels: Readonly<Record<string, string>> }[] =
  BLOCK_DEFINITIONS.flatMap((d) => ('labels' in d && d.labels ? [{ layout: d.layout, labels: d.labels }] : []))

/** The layouts whose declaration gives an `example`. */
export type LayoutWithExample = Extract<Definition, { example: object }>['layout']
/** Each block's example as WordPress sends it, its own fields only, for the blocks that declare one. */
export const BLOCK_EXAMPLES = Object.fromEntries(
  BLOCK_DEFINITIONS.flatMap((d) => ('example' in d && d.example ? [[d.layout, d.example]] : [])),
) as Readonly<Record<LayoutWithExample, Record<string, unknown>>>
