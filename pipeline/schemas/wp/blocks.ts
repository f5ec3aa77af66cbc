// ACF flexible-content blocks (acf_fc_layout) and the rows that hold them, as the CMS sends them.
// References to other entities are ids; the pipeline resolves them against the snapshot.
import { z } from 'zod'
import { HeadingSizeSchema, WpImageSchema, WpLinkSchema, acfBoolean, acfGroup, acfId, acfList, acfNumber, optionalAcf } from './common.ts'

/** Fields every block may carry (spec §3 "Block common"). */
const common = {
  anchor: z.string().default(''),
  title: z.string().default(''),
  heading_size: HeadingSizeSchema.default('h2'),
  is_v1_cb: acfBoolean(),
}
const block = <L extends string, S extends z.ZodRawShape>(layout: L, shape: S) =>
  z.object({ acf_fc_layout: z.literal(layout), ...common, ...shape })

const id = acfId
const html = z.string().default('')

export const PostCardLayoutSchema = z.enum(['default', 'extended', 'compact', 'compact-overlay', 'large', 'large-image-right'])
export const AuthorRefSchema = z.object({ type: z.enum(['user', 'guest_author']).default('user'), id })
export const VideoSchema = z.object({
  video_id: z.string().min(1),
  type: z.enum(['youtube', 'vimeo']),
  title: z.string(),
  image: optionalAcf(WpImageSchema),
})
export const AccordionItemSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  content: html,
  image: optionalAcf(WpImageSchema),
  button: optionalAcf(WpLinkSchema),
  anchor: z.string().default(''),
})
export type TocEntryInput = { title: string; anchor: string; children?: TocEntryInput[] }
export const TocEntrySchema: z.ZodType<TocEntryInput> = z.lazy(() =>
  z.object({ title: z.string().min(1), anchor: z.string().min(1), children: z.array(TocEntrySchema).optional() }),
)

export const GfFieldSchema = z.object({
  id: z.number().int(),
  type: z.enum(['text', 'email', 'textarea', 'select', 'radio', 'checkbox', 'phone', 'number', 'consent', 'date']),
  label: z.string(),
  isRequired: acfBoolean(),
  placeholder: z.string().default(''),
  description: z.string().default(''),
  maxLength: z.number().int().optional(),
  choices: z.array(z.object({ text: z.string(), value: z.string() })).default([]),
})
export const GfFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().default(''),
  fields: z.array(GfFieldSchema).min(1),
  button: z.object({ text: z.string() }),
  confirmation_message: z.string(),
})

export const blockSchemas = [
  block('intro_column', { text: html }),
  block('text_column', { text: html }),
  block('text_image_column', {
    text: html,
    image: WpImageSchema,
    image_position: z.enum(['left', 'right']).default('right'),
    button: optionalAcf(WpLinkSchema),
  }),
  block('call_to_action', { text: html, button: WpLinkSchema, image: optionalAcf(WpImageSchema), style: z.enum(['default', 'highlight']).default('default') }),
  block('text_quote_column', { quote: z.string().min(1), quote_author: z.string().default(''), quote_function: z.string().default(''), text: html }),
  block('ad', {
    google_ad_id: z.string().default(''),
    google_ad_unit: z.string().min(1),
    google_ad_size_width: acfNumber(z.number().int().positive()),
    google_ad_size_height: acfNumber(z.number().int().positive()),
  }),
  block('post_card', { post: id, layout: PostCardLayoutSchema.default('default') }),
  block('cta_post_card', { post: id, text: z.string().default(''), button_label: z.string().default('') }),
  block('author', { author: AuthorRefSchema }),
  block('authors', { authors: z.array(AuthorRefSchema).min(1) }),
  block('image_gallery', {
    items: z.array(z.object({ image: WpImageSchema, link: optionalAcf(WpLinkSchema) })).min(1),
    columns: acfNumber(z.number().int().min(1).max(6).default(3)),
  }),
  block('adjacent_posts', {
    previous_post: optionalAcf(id),
    next_post: optionalAcf(id),
    previous_label: z.string().default(''),
    next_label: z.string().default(''),
  }),
  block('highlighted_articles', { posts: z.array(id).min(1), layout: PostCardLayoutSchema.default('default'), link: optionalAcf(WpLinkSchema) }),
  block('highlighted_kb_articles', { posts: z.array(id).min(1), link: optionalAcf(WpLinkSchema) }),
  block('highlighted_partners', { partners: z.array(id).min(1), layout: z.enum(['default', 'compact']).default('default') }),
  block('featured_posts_with_icons', {
    items: z.array(z.object({ icon: WpImageSchema, title: z.string(), text: z.string().default(''), link: WpLinkSchema })).min(1),
  }),
  block('highlighted_videos', { videos: z.array(VideoSchema).min(1) }),
  block('tabs', { tabs: z.array(z.object({ title: z.string().min(1), content: html })).min(1) }),
  block('table_of_contents', { items: z.array(TocEntrySchema).min(1) }),
  block('video', {
    embed_type: z.enum(['url', 'quadia', 'iframe']),
    video_oembed: z.string().default(''),
    video_iframe: z.string().default(''),
    quadia_data_video_id: z.string().default(''),
    quadia_data_id: z.string().default(''),
    key: z.string().default(''),
    image: optionalAcf(WpImageSchema),
    subtitle: z.string().default(''),
  }),
  block('chip_number', { text: html }),
  block('image', { image: WpImageSchema, link: optionalAcf(WpLinkSchema) }),
  block('articles_list', { posts: z.array(id).min(1), numbered: acfBoolean() }),
  block('questions', { has_questions: acfBoolean(), questions: acfList(AccordionItemSchema) }),
  block('gravity_form', { form_id: id, form: GfFormSchema }),
  block('accordion', { items: z.array(AccordionItemSchema).min(1) }),
  block('mailblue_form', { form_id: acfNumber(z.number().int().positive().default(7)), text: html }),
  block('interactive_image', {
    image: WpImageSchema,
    hotspots: z.array(z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100), title: z.string(), text: html })).min(1),
    scripts: z.array(z.string()).default([]),
    styles: z.array(z.string()).default([]),
  }),
  block('calculate_weight_form', { text: html }),
] as const

export const WpBlockSchema = z.discriminatedUnion('acf_fc_layout', blockSchemas)
export type WpBlock = z.infer<typeof WpBlockSchema>
export type BlockLayout = WpBlock['acf_fc_layout']
export const BLOCK_LAYOUTS = blockSchemas.map((s) => s.shape.acf_fc_layout.value) as BlockLayout[]

export const RowLayoutSchema = z.enum(['1_column', '2_columns_right_small', '2_columns_left_small', '2_columns_even', '3_columns'])
export type RowLayout = z.infer<typeof RowLayoutSchema>

/** A column's blocks stay unparsed here: the pipeline parses each block alone so one bad block never sinks the page. */
const columnBlocks = z.union([z.array(z.unknown()), z.literal(false), z.null()]).optional().transform((v) => v || [])

export const WpRowSchema = z.object({
  layout: RowLayoutSchema,
  content_blocks_column_1: columnBlocks,
  content_blocks_column_2: columnBlocks,
  content_blocks_column_3: columnBlocks,
  background_color: z.string().default(''),
  show_custom_row_background_color: acfBoolean(),
  custom_background_color: z.string().default(''),
  set_first_column_sticky: acfBoolean(),
  set_second_column_sticky: acfBoolean(),
  set_third_column_sticky: acfBoolean(),
})
export type WpRow = z.infer<typeof WpRowSchema>

/** `content_block_rows`: the rows plus the optional table of contents and social share bar for the row list. */
export const WpContentBlockRowsSchema = z.object({
  rows: acfList(WpRowSchema),
  toc: acfGroup(z.object({ enabled: acfBoolean(), title: z.string().default(''), items: acfList(TocEntrySchema) })),
  social_share: acfBoolean(),
})
