// Gravity Forms definitions: every `gravity_form` block's `form` object found anywhere in the content, by form id.
import { GfFormSchema } from '#pipeline/schemas/wp/index.ts'
import type { z } from 'zod'
import { isRecord } from './files.ts'
import type { ContentStore } from './store.ts'

export type GfForm = z.infer<typeof GfFormSchema>

const COLUMNS = ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3']

/** The raw blocks of an object's rows, column by column. */
export function blocksOf(data: Record<string, unknown>): unknown[] {
  const rows =
    isRecord(data.content_block_rows) && Array.isArray(data.content_block_rows.rows) ? data.content_block_rows.rows : []
  return rows.flatMap((row: unknown) =>
    isRecord(row) ? COLUMNS.flatMap((c) => (Array.isArray(row[c]) ? row[c] : [])) : [],
  )
}

/** First valid definition wins when a form appears in several places. */
export function collectForms(store: ContentStore): Map<number, GfForm> {
  const forms = new Map<number, GfForm>()
  for (const post of store.posts.values()) {
    for (const block of blocksOf(post.data)) {
      if (!isRecord(block) || block.acf_fc_layout !== 'gravity_form') continue
      const parsed = GfFormSchema.safeParse(block.form)
      if (parsed.success && !forms.has(parsed.data.id)) forms.set(parsed.data.id, parsed.data)
    }
  }
  return forms
}
