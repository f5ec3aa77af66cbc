// ACF flexible-content blocks (acf_fc_layout) and the rows that hold them, as the CMS sends them.
// References to other entities are ids; the pipeline resolves them against the snapshot.
import { z } from 'zod'
import { ROW_LAYOUTS, type RowLayout } from '#lib/model/types.ts'
import { TocEntrySchema } from '#blocks/table_of_contents/schema.ts'
import { acfBoolean, acfGroup, acfList } from './common.ts'

// Each block's raw schema lives in its folder (blocks/<layout>/schema.ts); blocks/definitions.ts gathers them. The
// names the CMS contract has always used for them stay here.
export {
  RawBlockSchema as WpBlockSchema,
  BLOCK_LAYOUTS,
  type RawBlock as WpBlock,
  type BlockLayout,
} from '#blocks/definitions.ts'
export { AuthorRefSchema } from '#blocks/author/schema.ts'
export { TocEntrySchema, type TocEntryInput } from '#blocks/table_of_contents/schema.ts'
export { GfFormSchema } from '#blocks/gravity_form/schema.ts'

export const RowLayoutSchema = z.enum(ROW_LAYOUTS)
export type { RowLayout }

/** A column's blocks stay unparsed here: the pipeline parses each block alone so one bad block never sinks the page. */
const columnBlocks = z
  .union([z.array(z.unknown()), z.literal(false), z.null()])
  .optional()
  .transform((v) => v || [])

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

/** A row's settings as an untouched row in wp-admin saves them (no background, no sticky column). */
export const PLAIN_ROW_SETTINGS = {
  background_color: '',
  show_custom_row_background_color: false,
  custom_background_color: '',
  set_first_column_sticky: false,
  set_second_column_sticky: false,
  set_third_column_sticky: false,
} as const satisfies Partial<WpRow>

/** `content_block_rows`: the rows plus the optional table of contents and social share bar for the row list. */
export const WpContentBlockRowsSchema = z.object({
  rows: acfList(WpRowSchema),
  toc: acfGroup(z.object({ enabled: acfBoolean(), title: z.string().default(''), items: acfList(TocEntrySchema) })),
  social_share: acfBoolean(),
})
