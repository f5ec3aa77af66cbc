// A query as the search's insights and curations know it: the search's own folding (lowercase, no diacritics) and word
// split (search/analysis.ts), the words joined by one space. "  Koliek,  bij PAARDEN " and "koliek bij paarden" are one
// query; stop words stay (an editor reads "wat is droes", not "droes"). Pure and browser-safe.
import { fold, tokenize } from './analysis.ts'

export const queryKey = (q: string): string => tokenize(fold(q)).join(' ')
