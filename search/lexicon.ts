// The part of the Dutch lexicon's form → term table (search/lexicon-build.ts, decision 060) that the search data ships:
// the forms whose term the index has — the lemmas the site's documents use, with all their forms, so that a query's
// "kreupelt" or "hondje" meets the documents' "kreupel" and "hond". Stored in the index file as the forms, sorted and
// joined by new lines, and per form the id of its term among the full index's terms; looked up by binary search, so
// loading it costs one decode on first use and no map.
import type { LexiconTerms } from './analysis.ts'
import type { Container, Section } from './container.ts'

export type LexiconHeader = { stamp: string; forms: number }

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The sections of the table's part whose terms are among `indexTerms` (the full index's terms, by id). */
export function lexiconSections(
  stamp: string,
  terms: ReadonlyMap<string, string>,
  indexTerms: readonly string[],
): { header: LexiconHeader; sections: Record<string, Section> } {
  const ids = new Map(indexTerms.map((t, i) => [t, i]))
  const kept: [string, number][] = []
  for (const [form, term] of terms) {
    const id = ids.get(term)
    if (id !== undefined && !form.includes('\n')) kept.push([form, id])
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    header: { stamp, forms: kept.length },
    sections: {
      'lexicon.forms': encoder.encode(kept.map(([form]) => form).join('\n')),
      'lexicon.terms': Uint32Array.from(kept, ([, id]) => id),
    },
  }
}

/** The shipped table as the loaded index stems with it (search/analysis.ts `stemmerWith`). */
export function lexiconFromContainer(
  header: LexiconHeader,
  container: Container,
  indexTerms: readonly string[],
): LexiconTerms {
  let forms: string[] | undefined
  const termIds = container.u32('lexicon.terms')
  const bytes = container.u8('lexicon.forms')
  return {
    get(form) {
      if (header.forms === 0) return undefined
      forms ??= decoder.decode(bytes).split('\n')
      let lo = 0
      let hi = forms.length - 1
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1
        const at = forms[mid] ?? ''
        if (at === form) return indexTerms[termIds[mid] ?? 0]
        if (at < form) lo = mid + 1
        else hi = mid - 1
      }
      return undefined
    },
  }
}
