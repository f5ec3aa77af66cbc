// The layout data every page carries: only the translations that change a Dutch default travel with the HTML.
import { describe, expect, it } from 'vitest'
import { DEFAULT_TRANSLATIONS } from '../components/i18n.tsx'
import { ownTranslations } from './layout.ts'

describe('layout translations', () => {
  it('keeps the CMS texts that differ from the defaults and drops equal, empty and unused ones', () => {
    const cms = {
      read_more: 'Lees verder',
      read_less: DEFAULT_TRANSLATIONS.read_less,
      back: '',
      some_plugin_text: 'Niet gebruikt door de site',
    }
    expect(ownTranslations(cms)).toEqual({ read_more: 'Lees verder' })
  })
})
