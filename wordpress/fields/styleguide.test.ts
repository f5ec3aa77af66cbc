// A new block's example reaches the styleguide page through `npm run wordpress:fields`, and its own labels reach
// wp-admin, without a hand-written line of JSON or of texts-labels.ts.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BLOCK_EXAMPLES } from '#blocks/definitions.ts'
import { STYLEGUIDE_FILE, layoutsOn, withBlockExamples } from './styleguide.ts'
import { mergeLabels } from './texts.ts'

const page = () => JSON.parse(readFileSync(STYLEGUIDE_FILE, 'utf8')) as Record<string, unknown>

describe('the styleguide page and the blocks’ examples', () => {
  it('shows every block that declares an example (npm run wordpress:fields adds the missing ones)', () => {
    expect(withBlockExamples(page()).added).toEqual([])
    for (const layout of Object.keys(BLOCK_EXAMPLES)) expect(layoutsOn(page()).has(layout), layout).toBe(true)
  })

  it('adds a block it does not show as a row of its own at the end, titled with its name, once', () => {
    const before = page()
    const { page: after, added } = withBlockExamples(
      before,
      { example_block: { caption: 'Tot zover de hoef' }, tabs: { tabs: [] } },
      { example_block: 'Voorbeeldblok' },
    )
    expect(added).toEqual(['example_block'])
    const rows = (after.content_block_rows as { rows: Record<string, unknown>[] }).rows
    expect(rows.slice(0, -1)).toEqual((before.content_block_rows as { rows: unknown[] }).rows)
    expect(rows.at(-1)?.content_blocks_column_1).toEqual([
      {
        acf_fc_layout: 'example_block',
        anchor: 'example-block',
        title: 'Voorbeeldblok',
        heading_size: 'h2',
        is_v1_cb: false,
        caption: 'Tot zover de hoef',
      },
    ])
    expect(withBlockExamples(after, { example_block: { caption: 'x' } }).added).toEqual([])
  })
})

describe('field labels', () => {
  it('take a block’s own labels beside the shared ones, and the same label twice is no conflict', () => {
    expect(
      mergeLabels({ title: 'Titel' }, [
        { layout: 'divider', labels: { caption: 'Onderschrift', title: 'Titel' } },
        { layout: 'quote', labels: { caption: 'Onderschrift' } },
      ]),
    ).toEqual({ title: 'Titel', caption: 'Onderschrift' })
  })

  it('refuse a name labelled two ways, naming both places', () => {
    expect(() => mergeLabels({ title: 'Titel' }, [{ layout: 'divider', labels: { title: 'Kop' } }])).toThrow(
      'field "title" has two labels: "Kop" in blocks/divider/schema.ts and "Titel" in wordpress/fields/texts-labels.ts',
    )
    expect(() =>
      mergeLabels({}, [
        { layout: 'divider', labels: { caption: 'Onderschrift' } },
        { layout: 'quote', labels: { caption: 'Bijschrift' } },
      ]),
    ).toThrow('"Bijschrift" in blocks/quote/schema.ts and "Onderschrift" in blocks/divider/schema.ts')
  })
})
