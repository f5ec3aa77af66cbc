// A page's blocks give the search index the text their declarations name (blocks/<layout>/schema.ts `fields`), and
// nothing else: no ids, urls, embeds or layout names.
import { describe, expect, it } from 'vitest'
import { blockFixture } from '#blocks/block-fixture.ts'
import type { ContentRows } from '#lib/model/types.ts'
import { rowsText } from './text.ts'

const rows = (blocks: ContentRows['rows'][number]['columns'][number]): ContentRows => ({
  rows: [
    {
      layout: '1_column',
      columns: [blocks],
      backgroundColor: '',
      customBackgroundColor: '',
      sticky: [false, false, false],
    },
  ],
  toc: {
    title: 'Inhoud',
    items: [{ title: 'Hoeven', anchor: 'hoeven', children: [{ title: 'Bekappen', anchor: 'b', children: [] }] }],
  },
  socialShare: false,
})

describe('rowsText', () => {
  it('reads each block by its declaration: titles as headings, HTML and text as body, embeds and ids not', () => {
    const text = rowsText(
      rows([
        blockFixture('accordion', {
          title: 'Veelgestelde vragen',
          items: [{ name: 'Kort', title: 'Hoe vaak bekappen?', content: '<h3>Elke zes weken</h3><p>Meestal.</p>' }],
        }),
        blockFixture('video', {
          embed_type: 'iframe',
          video_iframe: '<p>embedcode</p>',
          subtitle: 'Een hoefsmid aan het werk',
        }),
        blockFixture('text_quote_column', {
          quote: 'Geen hoef, geen paard',
          quote_author: 'Oud gezegde',
          text: '<p>Tekst</p>',
        }),
        blockFixture('post_card', { post: 12 }),
        blockFixture('table_of_contents', { items: [{ title: 'Voeding', anchor: 'voeding' }] }),
      ]),
    )
    expect(text.headings).toEqual([
      'Veelgestelde vragen',
      'Hoe vaak bekappen?',
      'Elke zes weken',
      'Voeding',
      'Hoeven',
      'Bekappen',
    ])
    expect(text.body).toEqual([
      'Kort',
      'Elke zes weken Meestal.',
      'Een hoefsmid aan het werk',
      'Geen hoef, geen paard',
      'Oud gezegde',
      'Tekst',
    ])
  })
})
