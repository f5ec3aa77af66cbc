import { describe, expect, it } from 'vitest'
import { countableQuery, refusal } from './privacy.ts'

describe('which queries the search insights may keep', () => {
  it.each([
    ['jan.jansen@example.nl', 'email'],
    ['mail info@stal-de-hoef.nl over koliek', 'email'],
    ['06-12345678', 'phone'],
    ['06 123 456 78', 'phone'],
    ['+31 6 12345678', 'phone'],
    ['(020) 123 4567', 'phone'],
    ['0031612345678', 'phone'],
    ['1234 AB 12', 'postcode'],
    ['1234AB 5', 'postcode'],
    ['12 1234 ab', 'postcode'],
    ['dorpsstraat 12, 1234 AB', 'postcode'],
    ['kerkweg 3a', 'address'],
    ['528140000123456', 'chip'],
    ['chip 528 140 000 123 456', 'chip'],
    ['NL91 ABNA 0417 1643 00', 'iban'],
    ['koliek\u0000', 'control'],
    ['koliek\u200b', 'control'],
    ['droes\u202e', 'control'],
    ['x'.repeat(81), 'length'],
  ])('%j is never counted (%s)', (query, why) => {
    expect(refusal(query)).toBe(why)
    expect(countableQuery(query)).toBeNull()
  })

  it.each([
    ['Koliek', 'koliek'],
    ['  hoef  BEVANGEN ', 'hoef bevangen'],
    ['Rhinopneumonie?', 'rhinopneumonie'],
    ['patiënt', 'patient'],
    ['wat is droes', 'wat is droes'],
    ['vaccinatie 2025', 'vaccinatie 2025'],
    ['1234 AB', '1234 ab'],
    ['ehv-1', 'ehv 1'],
  ])('%j is counted as %j (the search’s own folding)', (query, key) => {
    expect(countableQuery(query)).toBe(key)
  })

  it('counts nothing shorter than two characters after folding', () => {
    expect(countableQuery('!')).toBeNull()
    expect(countableQuery('a')).toBeNull()
  })
})
