// Content rows and blocks: each block parsed alone (a bad block is reported, never sinks the page), then put under
// the site's names, the HTML its declaration names cleaned, its images, links and CMS assets made site-relative (the
// host serves /wp-content/* from the CMS).
import type { z } from 'zod'
import type { TocEntryInput, WpContentBlockRowsSchema } from '../schemas/wp/index.ts'
import { BLOCK_FIELDS, RawBlockSchema, blockHooks, isBlockLayout, type Block } from '#blocks/definitions.ts'
import type { BlockNormalizeContext, FieldKind, FieldKinds } from '#blocks/define.ts'
import { ACF_LAYOUT_KEY, fromAcf } from '../schemas/wp/block-common.ts'
import { ROW_COLUMN_COUNTS, type ContentRows, type Row, type TocEntry } from '#lib/model/types.ts'
import type { BuildReport } from '../report.ts'
import type { UrlContext } from './urls.ts'
import { cleanHtml } from './html.ts'
import { isRecord } from '#lib/is-record.ts'

export type BlockContext = {
  urls: UrlContext
  report: BuildReport
  entity: string
  id: number
  slug?: string
  url: string
}

const isImage = (v: Record<string, unknown>) => typeof v.src === 'string' && typeof v.src_set === 'string'
const isLink = (v: Record<string, unknown>) => typeof v.url === 'string' && 'title' in v && 'target' in v

/**
 * Rewrites one parsed value in place of structure: same shape out as in. What a string is comes from the block's
 * declaration (`fields`, blocks/define.ts FieldKind): `html` and `embed` fields are cleaned, `assets` lists made site
 * paths; images and links are known by their shape wherever they are.
 */
function rewrite(value: unknown, urls: UrlContext, kind: FieldKind | FieldKinds | undefined): unknown {
  if (typeof value === 'string') return kind === 'html' || kind === 'embed' ? cleanHtml(value, urls) : value
  if (Array.isArray(value))
    return value.map((v) => (kind === 'assets' && typeof v === 'string' ? urls.mediaUrl(v) : rewrite(v, urls, kind)))
  if (!isRecord(value)) return value
  const fields = typeof kind === 'object' ? kind : undefined
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = rewrite(v, urls, fields?.[k])
  if (isImage(value)) {
    out.src = urls.mediaUrl(String(value.src))
    out.src_set = String(value.src_set)
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => p.replace(/^\S+/, (u) => urls.mediaUrl(u)))
      .join(', ')
  }
  if (isLink(value)) out.url = urls.toSitePath(String(value.url))
  return out
}

export function normalizeBlock(raw: unknown, ctx: BlockContext, where: string): Block | undefined {
  const layout = isRecord(raw) ? raw[ACF_LAYOUT_KEY] : undefined
  if (typeof layout !== 'string' || !isBlockLayout(layout)) {
    ctx.report.add({
      level: 'warning',
      entity: ctx.entity,
      id: ctx.id,
      url: ctx.url,
      path: where,
      message: `unknown block layout ${JSON.stringify(layout)}: left out`,
    })
    return undefined
  }
  const parsed = RawBlockSchema.safeParse(raw)
  if (!parsed.success) {
    ctx.report.addZodError(ctx.entity, ctx.url, parsed.error, { id: ctx.id }, 'warning')
    ctx.report.add({
      level: 'warning',
      entity: ctx.entity,
      id: ctx.id,
      url: ctx.url,
      path: where,
      message: `invalid ${layout} block: left out`,
    })
    return undefined
  }
  // ACF's names stop here (pipeline/schemas/wp/block-common.ts). The rewrite keeps the shape; only strings change. Then the
  // block's own hook, if it has one (blocks/define.ts).
  const block = rewrite(fromAcf(parsed.data), ctx.urls, BLOCK_FIELDS[layout]) as Block
  return blockHooks(block)?.normalize?.(block, hookContext(ctx.urls)) ?? block
}

/** The rewrites a block's own normalize hook may use (blocks/define.ts BlockNormalizeContext). */
export const hookContext = (urls: UrlContext): BlockNormalizeContext => ({
  html: (html) => cleanHtml(html, urls),
  sitePath: (url) => urls.toSitePath(url),
  mediaUrl: (url) => urls.mediaUrl(url),
})

/**
 * Blocks in a column the row's layout does not have: the site shows only the layout's columns, and wp-admin hides the
 * others (the field groups' conditional logic), so an editor who changed the layout may not see them left behind.
 */
function hiddenColumn(ctx: BlockContext, r: number, layout: Row['layout'], c: number, blocks: unknown[]): void {
  const count = ROW_COLUMN_COUNTS[layout]
  const names = blocks.map((b) => (isRecord(b) && typeof b[ACF_LAYOUT_KEY] === 'string' ? b[ACF_LAYOUT_KEY] : '?'))
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  ctx.report.add({
    level: 'warning',
    entity: ctx.entity,
    id: ctx.id,
    ...(ctx.slug ? { slug: ctx.slug } : {}),
    url: ctx.url,
    path: `content_block_rows.rows.${r}.content_blocks_column_${c + 1}`,
    message:
      `row ${r + 1} has the layout ${layout} (${plural(count, 'column')}) but ${plural(blocks.length, 'block')} in ` +
      `column ${c + 1} (${names.join(', ')}): not shown on the site; give the row a layout with ${c + 1} columns or ` +
      'move the blocks',
  })
}

const toc = (entries: TocEntryInput[]): TocEntry[] =>
  entries.map((e) => ({ title: e.title, anchor: e.anchor.replace(/^#/, ''), children: toc(e.children ?? []) }))

export function normalizeRows(
  raw: z.infer<typeof WpContentBlockRowsSchema> | undefined,
  ctx: BlockContext,
): ContentRows<Block> | undefined {
  if (!raw) return undefined
  const rows: Row<Block>[] = raw.rows.map((row, r) => {
    const columns = [row.content_blocks_column_1, row.content_blocks_column_2, row.content_blocks_column_3]
    const count = ROW_COLUMN_COUNTS[row.layout]
    columns.forEach((blocks, c) => {
      if (c >= count && blocks.length) hiddenColumn(ctx, r, row.layout, c, blocks)
    })
    return {
      layout: row.layout,
      columns: columns
        .slice(0, count)
        .map((blocks, c) =>
          blocks.flatMap(
            (b, i) => normalizeBlock(b, ctx, `content_block_rows.rows.${r}.content_blocks_column_${c + 1}.${i}`) ?? [],
          ),
        ),
      backgroundColor: row.background_color,
      customBackgroundColor: row.show_custom_row_background_color ? row.custom_background_color : '',
      sticky: [row.set_first_column_sticky, row.set_second_column_sticky, row.set_third_column_sticky],
    }
  })
  return {
    rows,
    ...(raw.toc.enabled && raw.toc.items.length ? { toc: { title: raw.toc.title, items: toc(raw.toc.items) } } : {}),
    socialShare: raw.social_share,
  }
}
