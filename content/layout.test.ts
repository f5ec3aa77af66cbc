// The layout data every page carries: the complete table of interface texts, the CMS texts where they differ from a
// Dutch default (the browser bundle has no defaults of its own, decision 021).
import { describe, expect, it } from 'vitest'
import { DEFAULT_TRANSLATIONS } from '#ui/i18n.tsx'
import { fixtureSnapshot } from '#pipeline/snapshot/test-fixture.ts'
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { buildLayoutData, ownTranslations } from './layout.ts'

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
  it('carries every default, with the CMS texts that differ in their place', () => {
    const snapshot = fixtureSnapshot()
    snapshot.site.settings.translations = { read_more: 'Lees verder', back: '' }
    const { translations } = buildLayoutData(snapshotStore(snapshot))
    expect(Object.keys(translations).sort()).toEqual(Object.keys(DEFAULT_TRANSLATIONS).sort())
    expect(translations.read_more).toBe('Lees verder')
    expect(translations.back).toBe(DEFAULT_TRANSLATIONS.back)
  })

  it('sends the search tips as plain texts, from the CMS text or the default', () => {
    const snapshot = fixtureSnapshot()
    expect(buildLayoutData(snapshotStore(snapshot)).search.tips[0]).toBe('Controleer de spelling van je zoekwoorden.')
    snapshot.site.settings.translations = { search_tips: '<ul><li>Zoek op <b>&eacute;&eacute;n</b> woord</li></ul>' }
    expect(buildLayoutData(snapshotStore(snapshot)).search.tips).toEqual(['Zoek op één woord'])
  })
})
