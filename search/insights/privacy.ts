// Which queries the search insights may keep. Visitors type personal data into search boxes (an e-mail address, a phone
// number, their address, their horse's chip number); such a query is never counted, nor is anything too long to be a
// search or carrying control characters. What passes is normalized the search's own way (search/query-key.ts).
import { queryKey } from '../query-key.ts'

/** Longer queries are no searches but pasted text (the search itself takes 200 characters). */
export const MAX_COUNTED_LENGTH = 80
/** Shorter normalized queries answer nothing (search/search.ts MIN_QUERY_LENGTH). */
const MIN_COUNTED_LENGTH = 2

/** Why a query is not counted; null when it may be. */
export type Refusal = 'length' | 'control' | 'email' | 'phone' | 'postcode' | 'chip' | 'address' | 'iban' | 'empty'

// Control, format (zero-width, bidi) and private-use characters, and lone surrogates: no visitor types them.
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u
// Any @ between two non-spaces: an e-mail address, or a handle; neither is a search of this site.
const EMAIL = /\S@\S/
// A Dutch postcode (1234 AB) with a number before or after it: a house number.
const POSTCODE_WITH_NUMBER = /(?:\d[\s,]*[1-9]\d{3}\s?[a-z]{2}(?![a-z])|(?<![a-z\d])[1-9]\d{3}\s?[a-z]{2}[\s,]+\d)/i
// A street name and a house number ("dorpsstraat 12", "kerkweg 3a").
const STREET_AND_NUMBER =
  /\p{L}(?:straat|weg|laan|plein|dijk|kade|gracht|singel|steeg|hof|pad|park|dreef|erf|veld|singel)\s+\d{1,5}(?:\s?[a-z])?(?![\p{L}\d])/iu
const IBAN = /(?<![a-z])[a-z]{2}\d{2}\s?[a-z]{4}(?:\s?\d){10}(?!\d)/i

/** Runs of digits that may be split by spaces, dots, dashes, slashes or brackets ("06-123 456 78"): their lengths. */
function digitRuns(q: string): number[] {
  return (q.match(/\+?\d(?:[\s.\-/()]{0,2}\d)*/g) ?? []).map((run) => run.replace(/\D/g, '').length)
}

/** Why `raw` (as typed) must not be counted, or null. */
export function refusal(raw: string): Refusal | null {
  if (raw.length > MAX_COUNTED_LENGTH) return 'length'
  if (CONTROL.test(raw)) return 'control'
  if (EMAIL.test(raw)) return 'email'
  if (IBAN.test(raw)) return 'iban'
  const runs = digitRuns(raw)
  // A chip number (ISO 11784: 15 digits) before the phone rule, which would catch it too.
  if (runs.some((n) => n === 15)) return 'chip'
  // Dutch phone numbers have 10 digits (06…, 020…), 11–12 with +31 or 0031; a citizen number (BSN) 9: any run of nine
  // or more digits is someone's number, never a search of this site.
  if (runs.some((n) => n >= 9) || /\+\d/.test(raw)) return 'phone'
  if (POSTCODE_WITH_NUMBER.test(raw)) return 'postcode'
  if (STREET_AND_NUMBER.test(raw)) return 'address'
  return null
}

/** The query as counted (normalized), or null when it must not be stored. */
export function countableQuery(raw: string): string | null {
  if (refusal(raw) !== null) return null
  const key = queryKey(raw)
  return key.length >= MIN_COUNTED_LENGTH ? key : null
}
