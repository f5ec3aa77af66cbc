// The styleguide page of the bundled content (/styleguide-inhoud/) shows every block: devcms/content-set.test.ts wants
// each layout in the bundled content, and tests/e2e/blocks.spec.ts checks each renders there. A block that declares an
// `example` (blocks/<layout>/schema.ts) and is not on the page yet gets a row of its own at the end, with its Dutch name
// as title, written by `npm run wordpress:fields` — so a new block needs no hand-written JSON. A block already on the
// page keeps what the page shows; an editor may move or rewrite the added row like any other.
import { readFileSync, writeFileSync } from 'node:fs'
import { BLOCK_EXAMPLES, BLOCK_LABELS } from '#blocks/definitions.ts'
import { PLAIN_ROW_SETTINGS } from '#pipeline/schemas/wp/blocks.ts'

export const STYLEGUIDE_FILE = 'devcms/content/pages/styleguide-inhoud.json'

type Json = Record<string, unknown>
const COLUMNS = ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3'] as const

const rowsOf = (page: Json): Json[] => {
  const rows = (page.content_block_rows as { rows?: unknown } | undefined)?.rows
  if (!Array.isArray(rows)) throw new Error(`${STYLEGUIDE_FILE}: no content_block_rows.rows`)
  return rows as Json[]
}

/** The layouts the page's rows show. */
export const layoutsOn = (page: Json): Set<string> =>
  new Set(
    rowsOf(page).flatMap((row) =>
      COLUMNS.flatMap((column) => ((row[column] ?? []) as Json[]).map((block) => String(block.acf_fc_layout))),
    ),
  )

/** A row of one column holding the block's example, titled with its name in wp-admin. */
const exampleRow = (layout: string, example: Json, label: string): Json => ({
  layout: '1_column',
  ...PLAIN_ROW_SETTINGS,
  content_blocks_column_1: [
    {
      acf_fc_layout: layout,
      anchor: layout.replace(/_/g, '-'),
      title: label,
      heading_size: 'h2',
      is_v1_cb: false,
      ...example,
    },
  ],
  content_blocks_column_2: [],
  content_blocks_column_3: [],
})

/** The page with a row added for each block that has an example and is not on it yet, and those blocks' layouts. */
export function withBlockExamples(
  page: Json,
  examples: Readonly<Record<string, Json>> = BLOCK_EXAMPLES,
  labels: Readonly<Record<string, string>> = BLOCK_LABELS,
): { page: Json; added: string[] } {
  const shown = layoutsOn(page)
  const added = Object.keys(examples).filter((layout) => !shown.has(layout))
  if (added.length === 0) return { page, added }
  const rows = [
    ...rowsOf(page),
    ...added.map((layout) => exampleRow(layout, examples[layout] ?? {}, labels[layout] ?? layout)),
  ]
  return { page: { ...page, content_block_rows: { ...(page.content_block_rows as Json), rows } }, added }
}

/** Adds the missing examples to the styleguide page's file; the layouts added. */
export function writeBlockExamples(file = STYLEGUIDE_FILE): string[] {
  const { page, added } = withBlockExamples(JSON.parse(readFileSync(file, 'utf8')) as Json)
  if (added.length > 0) writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`)
  return added
}
