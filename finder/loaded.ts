// The finder index as the query engine reads it: per row its type, terms, issues, locations and folded texts in
// plain arrays; lookups from a filter value (slug, id or province name) to an index; cards decoded when answered.
import { fold } from '#search/analysis.ts'
import { wordsText } from './text.ts'
import { readContainer, stringAt } from '#search/container.ts'
import { SearchUnavailableError } from '#search/data-source.ts'
import {
  FinderIndexHeaderSchema,
  TERM_GROUPS,
  type FinderCard,
  type FinderIndexHeader,
  type TermGroup,
} from './index-data.ts'

export type LoadedFinder = {
  contentHash: string
  header: FinderIndexHeader
  size: number
  /** 0 clinic, 1 vet. */
  types: Uint8Array
  /** Per row: [lat, lng, province index, …]. */
  locations: number[][]
  /** Per row: its term indexes (every group; a group's lookups only ever select its own terms). */
  terms: number[][]
  issues: number[][]
  /** Per row, as " word word " (finder/text.ts): the name, the places and provinces; the term names made on first use. */
  texts: { name: string[]; where: string[]; terms: () => string[] }
  /** Filter value → index: per term group, the issues, the provinces. undefined = matches nothing. */
  lookup: {
    term: (group: TermGroup, value: string | number) => number | undefined
    issue: (value: string | number) => number | undefined
    province: (value: string) => number | undefined
  }
  card: (row: number) => FinderCard
}

/** "Noord-Brabant", "noord brabant" and "noord-brabant" read the same. */
export const slugKey = (value: string) =>
  fold(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const GROUPS = Object.keys(TERM_GROUPS) as TermGroup[]

function lookupOf(entries: { id: number; slug: string }[]) {
  const byKey = new Map<string | number, number>()
  entries.forEach((e, i) => {
    byKey.set(e.id, i)
    byKey.set(e.slug.toLowerCase(), i)
  })
  return (value: string | number) => byKey.get(typeof value === 'string' ? value.toLowerCase() : value)
}

export function finderFromBytes(bytes: Buffer, source: string): LoadedFinder {
  const container = readContainer(bytes)
  const parsed = FinderIndexHeaderSchema.safeParse(container.header)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new SearchUnavailableError(
      `${source} is malformed at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}; run "npm run build" again`,
    )
  }
  const header = parsed.data
  const offsets = container.u32('cards.offsets')
  const cardBytes = container.u8('cards.bytes')
  const { rows, terms } = header
  const byGroup = Object.fromEntries(
    GROUPS.map((g) => {
      const inGroup = terms.flatMap((t, i) => (t.group === g ? [{ ...t, i }] : []))
      const find = lookupOf(inGroup)
      return [
        g,
        (v: string | number) => {
          const at = find(v)
          return at === undefined ? undefined : inGroup[at]?.i
        },
      ]
    }),
  ) as Record<TermGroup, (v: string | number) => number | undefined>
  const provinceKeys = new Map(header.provinces.map((p, i) => [slugKey(p), i]))
  let termTexts: string[] | undefined
  const termText = () => {
    const names = terms.map((t) => wordsText(t.name))
    return rows.map((r) => r[1].map((t) => names[t] ?? '').join(''))
  }
  const cards: (FinderCard | undefined)[] = []
  return {
    contentHash: header.contentHash,
    header,
    size: rows.length,
    types: Uint8Array.from(rows, (r) => r[0]),
    locations: rows.map((r) => r[3]),
    terms: rows.map((r) => r[1]),
    issues: rows.map((r) => r[2]),
    texts: { name: rows.map((r) => r[4]), where: rows.map((r) => r[5]), terms: () => (termTexts ??= termText()) },
    lookup: {
      term: (group, value) => byGroup[group](value),
      issue: lookupOf(header.issues),
      province: (value) => provinceKeys.get(slugKey(value)),
    },
    // The cards are the build's own JSON; shape-checked as a whole by the header's version.
    card: (row) => (cards[row] ??= JSON.parse(stringAt(offsets, cardBytes, row)) as FinderCard),
  }
}
