// The Dutch analysis on its own: folding, stemming to a shared stem, stop words, typo budgets.
import { describe, expect, it } from 'vitest'
import { analyzeQuery, fold, maxEdits, stem, stemAndWordTerms, stemTerm } from './analysis.ts'

describe('Dutch analysis', () => {
  it('folds case and diacritics', () => {
    expect(fold('Patiënt')).toBe('patient')
    expect(fold('RÖNTGEN')).toBe('rontgen')
    expect(fold('café')).toBe('cafe')
  })

  it('gives inflected forms one stem', () => {
    const same = [
      ['paard', 'paarden'],
      ['veulen', 'veulens'],
      ['dierenarts', 'dierenartsen'],
      ['ontworming', 'ontwormen'],
      ['tand', 'tanden'],
      ['patient', 'patienten'],
      ['stal', 'stallen'],
      ['aanval', 'aanvallen'],
    ]
    for (const [a = '', b = ''] of same) expect(stem(a), `${a} / ${b}`).toBe(stem(b))
    expect(stem('koliek')).not.toBe(stem('kolen'))
  })

  it('drops stop words and one-letter words from text and queries', () => {
    expect(stemTerm('de')).toBeNull()
    expect(stemTerm('a')).toBeNull()
    expect(stemTerm('over')).toBe('over') // meaningful in "Over ons"
    expect(analyzeQuery('Wat is koliek?').map((w) => w.folded)).toEqual(['koliek'])
  })

  it('indexes a word and its stem for suggestions', () => {
    expect(stemAndWordTerms('Ontworming')).toEqual(['ontworming', 'ontworm'])
    expect(stemAndWordTerms('koliek')).toEqual(['koliek'])
  })

  it('allows no typo below 5 letters, one up to 8, two from 9', () => {
    expect([maxEdits('hoef'), maxEdits('hoeven'), maxEdits('kreupelheid')]).toEqual([0, 1, 2])
  })
})
