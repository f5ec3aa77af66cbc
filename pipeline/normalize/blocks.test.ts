// Content rows: columns per layout, row options, the table of contents, and bad blocks left out with a warning.
import { describe, expect, it } from 'vitest'
import { WpArticleSchema, WpContentBlockRowsSchema } from '../schemas/wp/index.ts'
import { CMS, acfImage, block, wpArticle } from '../schemas/wp/test-payloads.ts'
import { BuildReport } from '../report.ts'
import { normalizeRows, type BlockContext } from './blocks.ts'
import { normalizeArticle } from './entities.ts'
import { testContext } from './test-context.ts'

const text = (t: string) => block('text_column', { text: `<p>${t}</p>` })

function rows(input: Record<string, unknown>) {
  const report = new BuildReport()
  const ctx: BlockContext = {
    urls: testContext().urls,
    report,
    entity: 'pages',
    id: 2306,
    slug: 'over-ons',
    url: `${CMS}/wp-json/wp/v2/pages/2306`,
  }
  const normalized = normalizeRows(WpContentBlockRowsSchema.parse(input), ctx)
  if (!normalized) throw new Error('expected rows')
  return { ...normalized, report }
}

const threeColumns = {
  content_blocks_column_1: [text('een')],
  content_blocks_column_2: [text('twee')],
  content_blocks_column_3: [text('drie')],
}

describe('normalizeRows', () => {
  it('keeps as many columns as the row layout has, whatever else the CMS sends', () => {
    const out = rows({
      rows: [
        { layout: '1_column', ...threeColumns },
        { layout: '2_columns_even', ...threeColumns },
        { layout: '2_columns_left_small', content_blocks_column_1: false, content_blocks_column_2: [text('b')] },
        { layout: '3_columns', ...threeColumns },
      ],
    })
    expect(out.rows.map((r) => r.columns.length)).toEqual([1, 2, 2, 3])
    expect(out.rows[2]?.columns[0]).toEqual([])
    expect(out.rows[3]?.columns[2]?.[0]).toMatchObject({ type: 'text_column', text: '<p>drie</p>' })
  })

  it("hands on a block under the site's names: ACF's layout, heading size and v1 flag stop here", () => {
    const out = rows({
      rows: [
        {
          layout: '1_column',
          content_blocks_column_1: [
            block('text_column', { text: '<p>x</p>', title: 'Kop', heading_size: 'h4', is_v1_cb: '1', anchor: 'a' }),
          ],
        },
      ],
    })
    expect(out.rows[0]?.columns[0]?.[0]).toEqual({
      type: 'text_column',
      anchor: 'a',
      title: 'Kop',
      headingLevel: 4,
      legacyStyle: true,
      text: '<p>x</p>',
    })
  })

  it('warns about blocks left in a column the row layout does not have, naming the row, the column and the blocks', () => {
    const out = rows({
      rows: [
        { layout: '3_columns', ...threeColumns },
        {
          layout: '1_column',
          content_blocks_column_1: [text('een')],
          content_blocks_column_2: [],
          content_blocks_column_3: [text('drie'), block('image', { image: acfImage() })],
        },
        { layout: '2_columns_even', ...threeColumns },
      ],
    })
    expect(out.rows.map((r) => r.columns.length)).toEqual([3, 1, 2])
    expect(out.report.invalid).toEqual([])
    expect(
      out.report.warnings.map(({ entity, id, slug, path, message }) => ({ entity, id, slug, path, message })),
    ).toEqual([
      {
        entity: 'pages',
        id: 2306,
        slug: 'over-ons',
        path: 'content_block_rows.rows.1.content_blocks_column_3',
        message:
          'row 2 has the layout 1_column (1 column) but 2 blocks in column 3 (text_column, image): not shown on the site; give the row a layout with 3 columns or move the blocks',
      },
      {
        entity: 'pages',
        id: 2306,
        slug: 'over-ons',
        path: 'content_block_rows.rows.2.content_blocks_column_3',
        message:
          'row 3 has the layout 2_columns_even (2 columns) but 1 block in column 3 (text_column): not shown on the site; give the row a layout with 3 columns or move the blocks',
      },
    ])
  })

  it('uses the custom background colour only when the row enables it', () => {
    const out = rows({
      rows: [
        {
          layout: '1_column',
          background_color: 'beige',
          custom_background_color: '#ff0000',
          show_custom_row_background_color: false,
        },
        { layout: '1_column', custom_background_color: '#ff0000', show_custom_row_background_color: true },
      ],
    })
    expect(out.rows.map((r) => [r.backgroundColor, r.customBackgroundColor])).toEqual([
      ['beige', ''],
      ['', '#ff0000'],
    ])
  })

  it('keeps the sticky flag of each column', () => {
    const out = rows({ rows: [{ layout: '3_columns', set_second_column_sticky: true }] })
    expect(out.rows[0]?.sticky).toEqual([false, true, false])
  })

  it('includes the table of contents only when enabled, with anchors without "#"', () => {
    const items = [{ title: 'Oorzaken', anchor: '#oorzaken', children: [{ title: 'Voeding', anchor: 'voeding' }] }]
    expect(rows({ toc: { enabled: false, title: 'Inhoud', items } })).not.toHaveProperty('toc')
    expect(rows({ toc: { enabled: true, title: 'Inhoud', items: [] } })).not.toHaveProperty('toc')
    expect(rows({ toc: { enabled: true, title: 'Inhoud', items } }).toc).toEqual({
      title: 'Inhoud',
      items: [
        { title: 'Oorzaken', anchor: 'oorzaken', children: [{ title: 'Voeding', anchor: 'voeding', children: [] }] },
      ],
    })
  })

  it('leaves out a block of an unknown layout, keeps its neighbours, and warns in the report', () => {
    const out = rows({
      rows: [
        { layout: '1_column', content_blocks_column_1: [text('voor'), { acf_fc_layout: 'carousel' }, text('na')] },
      ],
    })
    expect(out.rows[0]?.columns[0]?.map((b) => b.type === 'text_column' && b.text)).toEqual([
      '<p>voor</p>',
      '<p>na</p>',
    ])
    expect(out.report.invalid).toEqual([])
    expect(out.report.warnings).toEqual([
      expect.objectContaining({
        entity: 'pages',
        id: 2306,
        path: 'content_block_rows.rows.0.content_blocks_column_1.1',
        message: expect.stringMatching(/unknown block layout "carousel"/),
      }),
    ])
  })

  it('leaves out an invalid block of a known layout and warns naming the field and the block', () => {
    const out = rows({
      rows: [{ layout: '2_columns_even', content_blocks_column_2: [block('image', { image: false }), text('ok')] }],
    })
    expect(out.rows[0]?.columns[1]).toHaveLength(1)
    expect(out.report.invalid).toEqual([])
    const messages = out.report.warnings.map((w) => `${w.path}: ${w.message}`)
    expect(messages).toContainEqual(expect.stringMatching(/^image: /))
    expect(messages).toContain('content_block_rows.rows.0.content_blocks_column_2.0: invalid image block: left out')
  })

  it('makes block HTML safe and block images and links site-relative', () => {
    const out = rows({
      rows: [
        {
          layout: '1_column',
          content_blocks_column_1: [
            block('text_image_column', {
              text: '<p>Hoi<script>x()</script></p>',
              image: acfImage(),
              button: { url: `${CMS}/finder`, title: 'Zoek' },
            }),
          ],
        },
      ],
    })
    const b = out.rows[0]?.columns[0]?.[0]
    if (b?.type !== 'text_image_column') throw new Error('expected a text_image_column block')
    expect(b.text).toBe('<p>Hoi</p>')
    expect(b.image.src).toBe('/wp-content/uploads/2026/05/hoef.jpg')
    expect(b.image.src_set).toBe(
      '/wp-content/uploads/2026/05/hoef.jpg 1600w, /wp-content/uploads/2026/05/hoef-800x533.jpg 800w',
    )
    expect(b.button?.url).toBe('/finder/')
  })

  it("serves the CMS's /wp-content/ assets of a block from the site (the host's proxy), other hosts' as they are", () => {
    const scripts = [`${CMS}/wp-content/plugins/interactive-image/hotspots.js?ver=1.2`, 'https://cdn.example/extra.js']
    const styles = [`${CMS}/wp-content/plugins/interactive-image/hotspots.css`]
    const hotspots = [{ x: 10, y: 20, title: 'Hoef', text: '' }]
    const out = rows({
      rows: [
        {
          layout: '1_column',
          content_blocks_column_1: [block('interactive_image', { image: acfImage(), hotspots, scripts, styles })],
        },
      ],
    })
    const b = out.rows[0]?.columns[0]?.[0]
    if (b?.type !== 'interactive_image') throw new Error('expected an interactive_image block')
    expect(b.scripts).toEqual([
      '/wp-content/plugins/interactive-image/hotspots.js?ver=1.2',
      'https://cdn.example/extra.js',
    ])
    expect(b.styles).toEqual(['/wp-content/plugins/interactive-image/hotspots.css'])
    expect(b.hotspots[0]?.title).toBe('Hoef')
  })

  it('reports a bad block under the entity that holds it, and the entity still renders', () => {
    const ctx = testContext()
    const raw = wpArticle({
      content_block_rows: {
        rows: [{ layout: '1_column', content_blocks_column_1: [{ acf_fc_layout: 'slider' }, text('ok')] }],
      },
    })
    const a = normalizeArticle(WpArticleSchema.parse(raw), ctx)
    expect(a.rows?.rows[0]?.columns[0]).toHaveLength(1)
    expect(ctx.report.warnings).toEqual([
      expect.objectContaining({ entity: 'articles', id: 1015, url: `${CMS}/wp-json/wp/v2/articles/1015` }),
    ])
  })
})
