// The finder query engine: filters every clinic and vet of the index in memory, counts the facets, sorts (nearest
// first when the distance counts, else by q's score, else by name) and pages. docs/decisions/008-finder.md
import { distanceKm } from './distance.ts'
import { facetCounts, groupsOf, isSelected, passes, type GroupSelection } from './groups.ts'
import type { LoadedFinder } from './loaded.ts'
import {
  FINDER_DISTANCES,
  type FinderDistance,
  type FinderFacets,
  type FinderPostType,
  type FinderResult,
} from '#lib/model/finder.ts'
import { queryWords, textScore } from './text.ts'

export type FinderQuery = GroupSelection & {
  q: string
  /** Empty: clinics and vets. */
  postTypes: FinderPostType[]
  userLat?: number
  userLng?: number
  postcode?: string
  distance?: FinderDistance
  from: number
  size: number
}

export type FinderAnswer = { results: FinderResult[]; total: number; facets: FinderFacets }

const RADII = FINDER_DISTANCES.filter((d) => d !== 'all').map(Number)

/** Spec §5: the distance counts only when distance, latitude, longitude and postcode are all set. */
export function distanceOrigin(
  q: Pick<FinderQuery, 'userLat' | 'userLng' | 'postcode' | 'distance'>,
): { lat: number; lng: number; radius: number } | undefined {
  if (q.userLat === undefined || q.userLng === undefined || !q.postcode || !q.distance) return undefined
  return { lat: q.userLat, lng: q.userLng, radius: q.distance === 'all' ? Infinity : Number(q.distance) }
}

/** The row's nearest location to the origin: its index and distance (Infinity and -1 without locations). */
function nearest(locs: number[], lat: number, lng: number): { at: number; km: number } {
  let best = { at: -1, km: Infinity }
  for (let i = 0; i < locs.length; i += 3) {
    const km = distanceKm(lat, lng, locs[i] ?? NaN, locs[i + 1] ?? NaN)
    if (km < best.km) best = { at: i / 3, km }
  }
  return best
}

/** A row as a result: its card with the chosen location. */
export function resultOf(data: LoadedFinder, row: number, at: number, km?: number): FinderResult {
  const { locations, ...card } = data.card(row)
  const loc = locations[Math.max(0, at)]
  return {
    ...card,
    place: loc?.place ?? '',
    postcode: loc?.postcode ?? '',
    province: loc?.province ?? '',
    lat: loc?.lat ?? null,
    lng: loc?.lng ?? null,
    ...(km !== undefined && Number.isFinite(km) ? { distance: Math.round(km * 10) / 10 } : {}),
  }
}

export function runFinder(data: LoadedFinder, query: FinderQuery, withResults = true): FinderAnswer {
  const groups = groupsOf(data, query)
  const origin = distanceOrigin(query)
  const words = queryWords(query.q)
  const termTexts = words.length > 0 ? data.texts.terms() : []
  const types = new Set<number>(query.postTypes.map((t) => (t === 'clinic' ? 0 : 1)))
  const distanceGroup = groups.length
  // Groups without a selection pass every row: only the others are checked.
  const active = groups.flatMap((g, i) => (isSelected(g) ? [i] : []))
  const km = new Float64Array(data.size).fill(Infinity)
  const at = new Int32Array(data.size)
  const score = new Float64Array(data.size)
  const passAll: number[] = []
  const onlyFailing: number[][] = Array.from({ length: groups.length + 1 }, () => [])
  for (let row = 0; row < data.size; row++) {
    if (types.size > 0 && !types.has(data.types[row] ?? 0)) continue
    if (words.length > 0) {
      score[row] = textScore(words, data.texts.name[row] ?? '', data.texts.where[row] ?? '', termTexts[row] ?? '')
      if (score[row] === 0) continue
    }
    let failing = -1
    let fails = 0
    for (let i = 0; i < active.length && fails < 2; i++) {
      const g = active[i] ?? 0
      const group = groups[g]
      if (group && !passes(group, row)) {
        failing = g
        fails++
      }
    }
    if (origin && fails < 2) {
      const near = nearest(data.locations[row] ?? [], origin.lat, origin.lng)
      km[row] = near.km
      at[row] = near.at
      if (!(near.km <= origin.radius)) {
        failing = distanceGroup
        fails++
      }
    }
    if (fails === 0) passAll.push(row)
    else if (fails === 1) onlyFailing[failing]?.push(row)
  }

  const facets: FinderFacets = {}
  groups.forEach((g, i) => Object.assign(facets, facetCounts(g, passAll, onlyFailing[i] ?? [])))
  if (origin) {
    const reachable = [...passAll, ...(onlyFailing[distanceGroup] ?? [])].map((row) => km[row] ?? Infinity)
    facets.filter_distance = {
      all: reachable.length,
      ...Object.fromEntries(RADII.map((r) => [String(r), reachable.filter((d) => d <= r).length])),
    }
  }
  if (!withResults) return { results: [], total: passAll.length, facets }

  const ordered = origin
    ? passAll.sort((a, b) => (km[a] ?? 0) - (km[b] ?? 0) || a - b)
    : words.length > 0
      ? passAll.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b)
      : passAll
  const province = groups.find((g) => g.key === 'finder_province')
  const results = ordered.slice(query.from, query.from + query.size).map((row) => {
    if (origin) return resultOf(data, row, at[row] ?? 0, km[row])
    // Without a distance a vet shows the first of their clinics in a selected province, else their first clinic.
    const inProvince =
      province && province.selected.length > 0 ? locationIn(data.locations[row] ?? [], province.selected) : 0
    return resultOf(data, row, inProvince)
  })
  return { results, total: passAll.length, facets }
}

function locationIn(locs: number[], provinces: number[]): number {
  for (let i = 2; i < locs.length; i += 3) if (provinces.includes(locs[i] ?? -1)) return (i - 2) / 3
  return 0
}
