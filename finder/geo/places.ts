// The bundled GeoNames PC4 table as places: postcodes, places (woonplaatsen), municipalities and provinces, each
// with a centroid (the mean of its postcodes' centroids) and its most central postcode. Built once, on first use.
import { fold } from '#search/analysis.ts'
import { distanceKm } from '../distance.ts'
import table from './data/pc4-nl.json' with { type: 'json' }
import { Pc4TableSchema } from './pc4-table.ts'

export type PlaceKind = 'postcode' | 'place' | 'municipality' | 'province'
export type Place = {
  kind: PlaceKind
  name: string
  province: string
  postcode: string
  lat: number
  lng: number
  size: number
  key: string
  alias?: string
}
export type Pc4Row = { postcode: string; place: string; province: string; lat: number; lng: number }
export type Places = { postcodes: Map<string, Pc4Row>; rows: Pc4Row[]; named: Place[] }

/** "'s-Gravenhage" → "s gravenhage": what the visitor's words are compared with. */
export const placeKey = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Names people use beside the official ones GeoNames gives. */
const ALIASES: Record<string, string> = { 'Den Haag': "'s-Gravenhage", 'Den Bosch': "'s-Hertogenbosch" }

function group(
  rows: Pc4Row[],
  kind: PlaceKind,
  nameOf: (row: Pc4Row, i: number) => string,
  provinceOf: (row: Pc4Row) => string,
): Place[] {
  const groups = new Map<string, { name: string; province: string; members: Pc4Row[] }>()
  rows.forEach((row, i) => {
    const name = nameOf(row, i)
    const id = `${name}|${provinceOf(row)}`
    const g = groups.get(id) ?? groups.set(id, { name, province: provinceOf(row), members: [] }).get(id)
    g?.members.push(row)
  })
  return [...groups.values()].map(({ name, province, members }) => {
    const lat = members.reduce((s, r) => s + r.lat, 0) / members.length
    const lng = members.reduce((s, r) => s + r.lng, 0) / members.length
    const central = members.reduce((best, r) =>
      distanceKm(lat, lng, r.lat, r.lng) < distanceKm(lat, lng, best.lat, best.lng) ? r : best,
    )
    const postcodes = new Set(members.map((r) => r.postcode)).size
    return {
      kind,
      name,
      province,
      postcode: central.postcode,
      lat: round(lat),
      lng: round(lng),
      size: postcodes,
      key: placeKey(name),
    }
  })
}

const round = (n: number) => Math.round(n * 1e4) / 1e4

function build(): Places {
  const t = Pc4TableSchema.parse(table)
  const municipalityOf = t.rows.map((r) => t.municipalities[r[3]] ?? '')
  const rows: Pc4Row[] = t.rows.map(([postcode, place, p, , lat, lng]) => ({
    postcode,
    place,
    province: t.provinces[p] ?? '',
    lat,
    lng,
  }))
  const postcodes = new Map<string, Pc4Row>()
  for (const row of rows) if (!postcodes.has(row.postcode)) postcodes.set(row.postcode, row)
  const places = group(
    rows,
    'place',
    (r) => r.place,
    (r) => r.province,
  )
  const placeIds = new Set(places.map((p) => `${p.key}|${p.province}`))
  // A municipality named as one of its places is that place; the others ("Het Hogeland") are regions of their own.
  const municipalities = group(
    rows,
    'municipality',
    (_, i) => municipalityOf[i] ?? '',
    (r) => r.province,
  ).filter((m) => m.name && !placeIds.has(`${m.key}|${m.province}`))
  const provinces = group(
    rows,
    'province',
    (r) => r.province,
    (r) => r.province,
  )
  const aliases = Object.entries(ALIASES).flatMap(([alias, official]) =>
    places.filter((p) => p.name === official).map((p) => ({ ...p, key: placeKey(alias), alias })),
  )
  return { postcodes, rows, named: [...places, ...aliases, ...municipalities, ...provinces] }
}

let cached: Places | undefined
export const places = (): Places => (cached ??= build())

/** The row of the nearest postcode centroid, with its distance in km. */
export function nearestPostcode(lat: number, lng: number): { row: Pc4Row; km: number } | undefined {
  let best: { row: Pc4Row; km: number } | undefined
  for (const row of places().rows) {
    const km = distanceKm(lat, lng, row.lat, row.lng)
    if (!best || km < best.km) best = { row, km }
  }
  return best
}
