// The finder's filter groups as the CMS finder page defines them (spec §3 "Finder filter"): the groups the filter
// modal shows (every list filter; the distance sits beside the postcode) and the label of a chosen value.
import { FINDER_DISTANCES, type FinderDistance } from '#lib/model/finder.ts'
import type { FinderFilter } from '#lib/model/types.ts'
import { FINDER_LIST_KEYS, type FinderListKey } from './finder-query.ts'

export type FilterGroup = { key: FinderListKey; label: string; options: { value: string; label: string }[] }

const isListKey = (key: string): key is FinderListKey => (FINDER_LIST_KEYS as readonly string[]).includes(key)

/** The CMS groups the modal shows, in the CMS's order; groups the finder does not know are left out. */
export const filterGroups = (filters: FinderFilter[]): FilterGroup[] =>
  filters.flatMap((f) =>
    isListKey(f.key) && f.options.length
      ? [{ key: f.key, label: f.label, options: f.options.filter((o) => o.value) }]
      : [],
  )

/** The distance options (spec §9), labelled as the CMS's filter_distance group labels them when it has them. */
export function distanceOptions(
  filters: FinderFilter[],
  fallback: (km: string) => string,
  all: string,
): { value: FinderDistance; label: string }[] {
  const cms = new Map(filters.find((f) => f.key === 'filter_distance')?.options.map((o) => [o.value, o.label]) ?? [])
  return FINDER_DISTANCES.map((value) => ({
    value,
    label: cms.get(value) ?? (value === 'all' ? all : fallback(value)),
  }))
}

/** "Chirurgie" for finder_expertise=chirurgie; the value itself when the CMS does not list it. */
export function optionLabel(
  groups: FilterGroup[],
  key: FinderListKey,
  value: string,
  extra?: { key: FinderListKey; value: string; label: string },
): string {
  if (extra && extra.key === key && extra.value === value) return extra.label
  return groups.find((g) => g.key === key)?.options.find((o) => o.value === value)?.label ?? value
}
