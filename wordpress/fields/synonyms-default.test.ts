// The companion plugin seeds the general settings' search synonyms with the horse thesaurus (decision 062): until the
// options page first saves them, ACF loads the thesaurus's rules as the repeater's rows (so the page shows them and
// REST answers them); a saved list, even an empty one, stays as saved. Run in PHP (php/synonyms-default.php).
import { describe, expect, it } from 'vitest'
import { thesaurusDefaultRows } from '#search/thesaurus/index.ts'
import { runPhp } from './php/run-php.ts'

const FIELD = {
  name: 'search_settings_synonyms',
  _name: 'synonyms',
  type: 'repeater',
  sub_fields: [{ key: 'field_words', name: 'words', _name: 'words', type: 'text' }],
}

const seed = (stored: unknown, value: unknown, field: object = FIELD, postId = 'options'): unknown =>
  JSON.parse(
    runPhp(['wordpress/fields/php/synonyms-default.php'], JSON.stringify({ post_id: postId, stored, value, field })),
  )

describe('the plugin’s default of the search synonyms', () => {
  it('loads the thesaurus’s rules as the rows of a synonyms field never saved', () => {
    expect(seed(null, false)).toEqual(thesaurusDefaultRows().map((row) => ({ field_words: row.words })))
  })

  it('keeps what was saved, an emptied list too, and leaves other repeaters and objects alone', () => {
    const rows = [{ field_words: 'koliek, buikpijn' }]
    expect(seed(1, rows)).toEqual(rows)
    expect(seed(0, false)).toBe(false)
    expect(seed(null, false, { ...FIELD, _name: 'curations', name: 'search_settings_curations' })).toBe(false)
    expect(seed(null, false, FIELD, '12')).toBe(false)
  })
})
