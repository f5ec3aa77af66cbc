import { describe, expect, it } from 'vitest'
import { DEFAULT_TRANSLATIONS } from '#lib/i18n/defaults.ts'
import { parseSearchTips } from './search-tips.ts'

describe('search tips', () => {
  it('takes the text of each list item of the translation, markup and entities resolved', () => {
    expect(
      parseSearchTips(
        '<ul><li>Controleer de <strong>spelling</strong>.</li><li class="x">Zoek op &quot;koliek&quot; &amp; &#8220;gebit&#8221;</li></ul>',
      ),
    ).toEqual(['Controleer de spelling .', 'Zoek op "koliek" & “gebit”'])
  })

  it('decodes every HTML entity, as the rest of the site does (lib/format/html-entities.ts)', () => {
    expect(
      parseSearchTips('<ul><li>Zoek op &eacute;&eacute;n woord&hellip;</li><li>Caf&eacute &euro;&nbsp;5</li></ul>'),
    ).toEqual(['Zoek op één woord…', 'Café € 5'])
  })

  it('reads the Dutch default as four tips', () => {
    expect(parseSearchTips(DEFAULT_TRANSLATIONS.search_tips)).toHaveLength(4)
  })

  it('reads plain text one tip per line, and never passes markup on', () => {
    expect(parseSearchTips('Eerste tip\nTweede <script>alert(1)</script> tip\n\n')).toEqual([
      'Eerste tip',
      'Tweede alert(1) tip',
    ])
  })
})
