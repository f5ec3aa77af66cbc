// The filter groups of a finder query: for each, what a row has (its options), what is selected, and the operator.
// Across groups a row must pass every group (and); within a group the operator decides. With `or` the five term
// groups are one group: a row passes with any selected term of any of them (docs/decisions/008-finder.md).
import type { LoadedFinder } from './loaded.ts'
import type { FinderFacetKey, FinderFacets } from '#lib/model/finder.ts'
import { TERM_GROUPS, type TermGroup } from './index-data.ts'

export type Operator = 'and' | 'or'

export type Group = {
  /** The facets' key; `terms` is the five term groups as one (`or`), whose options' keys are in `facetKeys`. */
  key: FinderFacetKey | 'terms'
  operator: Operator
  /** The selected options' indexes (known values only). */
  selected: number[]
  /** A value was selected that the index does not know: it matches nothing. */
  unknown: boolean
  /** Each option's value as the facets name it (a slug; a province's name). */
  values: string[]
  /** The options a row has, without repeats; an option with an empty value in `values` belongs to another group. */
  optionsOf: (row: number) => readonly number[]
  /** Per option, the facets' key it is counted under (the `terms` group only). */
  facetKeys?: readonly TermGroup[]
}

export type GroupSelection = {
  operator: Operator
  terms: Record<TermGroup, (string | number)[]>
  issues: (string | number)[]
  provinces: string[]
}

export const isSelected = (g: Group) => g.selected.length > 0 || g.unknown

/** Does the row pass the group as selected? No selection passes everything. */
export function passes(g: Group, row: number): boolean {
  if (!isSelected(g)) return true
  const has = g.optionsOf(row)
  if (g.operator === 'and') return !g.unknown && g.selected.every((o) => has.includes(o))
  return g.selected.some((o) => has.includes(o))
}

function resolve<T>(values: T[], find: (v: T) => number | undefined): { selected: number[]; unknown: boolean } {
  const found = values.map(find)
  return {
    selected: [...new Set(found.flatMap((i) => (i === undefined ? [] : [i])))],
    unknown: found.includes(undefined),
  }
}

/** The province indexes of each row's locations, without repeats. */
function provincesByRow(data: LoadedFinder): number[][] {
  return data.locations.map((locs) => {
    const out: number[] = []
    for (let i = 2; i < locs.length; i += 3) {
      const p = locs[i] ?? -1
      if (p >= 0 && !out.includes(p)) out.push(p)
    }
    return out
  })
}
const provinceCache = new WeakMap<LoadedFinder, number[][]>()

export function groupsOf(data: LoadedFinder, s: GroupSelection): Group[] {
  const { terms, issues } = data.header
  const values = terms.map((t) => t.slug)
  const optionsOf = (row: number) => data.terms[row] ?? []
  const selectionOf = (key: TermGroup) => resolve(s.terms[key], (v) => data.lookup.term(key, v))
  const keys = Object.keys(TERM_GROUPS) as TermGroup[]
  // With `and` each term group is checked on its own: a row's options in a group are all its terms, but the group's
  // lookups select, and its facets name, only its own. With `or` they are one group, the union of their selections.
  const termGroups: Group[] =
    s.operator === 'or'
      ? [
          {
            key: 'terms',
            operator: 'or',
            ...keys.map(selectionOf).reduce((a, b) => ({
              selected: [...a.selected, ...b.selected],
              unknown: a.unknown || b.unknown,
            })),
            values,
            optionsOf,
            facetKeys: terms.map((t) => t.group),
          },
        ]
      : keys.map((key) => ({
          key,
          operator: 'and',
          ...selectionOf(key),
          values: terms.map((t) => (t.group === key ? t.slug : '')),
          optionsOf,
        }))
  let provinces = provinceCache.get(data)
  if (!provinces) provinceCache.set(data, (provinces = provincesByRow(data)))
  const byRow = provinces
  return [
    // Issues: always `or`; an issue stands for its terms, de-duplicated (the index lists the issues a row answers).
    {
      key: 'finder_issues',
      operator: 'or',
      ...resolve(s.issues, data.lookup.issue),
      values: issues.map((i) => i.slug),
      optionsOf: (row) => data.issues[row] ?? [],
    },
    ...termGroups,
    // A location lies in one province: several provinces select any of them.
    {
      key: 'finder_province',
      operator: 'or',
      ...resolve(s.provinces, data.lookup.province),
      values: data.header.provinces,
      optionsOf: (row) => byRow[row] ?? [],
    },
  ]
}

/**
 * Per option of group `g`: how many rows the query would give with that option added to the group's selection, under
 * the facets' key of the option. `passAll` are the rows passing every group; `onlyFailing` those failing `g` alone.
 */
export function facetCounts(g: Group, passAll: number[], onlyFailing: number[]): FinderFacets {
  const counts = new Array<number>(g.values.length).fill(0)
  const widens = g.operator === 'or' && isSelected(g)
  for (const row of widens ? onlyFailing : passAll) for (const o of g.optionsOf(row)) counts[o] = (counts[o] ?? 0) + 1
  const out: FinderFacets = {}
  for (const key of g.key === 'terms' ? (Object.keys(TERM_GROUPS) as TermGroup[]) : [g.key]) out[key] = {}
  g.values.forEach((value, o) => {
    const key = g.key === 'terms' ? g.facetKeys?.[o] : g.key
    const counted = key && out[key]
    if (value && counted) counted[value] = (counts[o] ?? 0) + (widens ? passAll.length : 0)
  })
  return out
}
