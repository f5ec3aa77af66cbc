// The offline geocoder: the bundled GeoNames PC4 table (finder/geo/places.ts). Postcodes to their PC4 centroid (a
// full "1234 AB" to its four-digit area's), places, municipalities and provinces by name, predictions by prefix,
// and the nearest postcode to a point. No network, no key; the default.
import type { GeocodeResult, PlacePrediction } from '#lib/model/finder.ts'
import { formatPostcode, notFound, parsePostcode, withoutCountry, type Geocoder } from './provider.ts'
import { nearestPostcode, placeKey, places, type Place } from './places.ts'

const MAX_PREDICTIONS = 5
/** Farther than this from every postcode centroid is not in the Netherlands. */
const MAX_REVERSE_KM = 25

const KIND_ORDER = { postcode: 0, place: 1, municipality: 2, province: 3 } as const

export function labelOf(p: Place): string {
  if (p.kind === 'province') return `${p.name} (provincie)`
  if (p.kind === 'municipality') return `${p.name} (gemeente), ${p.province}`
  return `${p.alias ? `${p.alias} (${p.name})` : p.name}, ${p.province}`
}

const asResult = (p: Place): GeocodeResult => ({
  postcode: p.postcode,
  place: p.name,
  province: p.province,
  lat: p.lat,
  lng: p.lng,
})
const asPrediction = (p: Place): PlacePrediction => ({
  label: labelOf(p),
  place: p.name,
  province: p.province,
  postcode: p.postcode,
  lat: p.lat,
  lng: p.lng,
})

function byPostcode(query: string): GeocodeResult | undefined {
  const parsed = parsePostcode(query)
  if (!parsed) return undefined
  const row = places().postcodes.get(parsed.pc4)
  if (!row) throw notFound(`postcode ${formatPostcode(parsed)}`)
  return { postcode: formatPostcode(parsed), place: row.place, province: row.province, lat: row.lat, lng: row.lng }
}

/** Best first: a whole-name match before a prefix before a word's prefix; places before regions; bigger first. */
function ranked(key: string): Place[] {
  const scored: { p: Place; score: number }[] = []
  for (const p of places().named) {
    const score = p.key === key ? 0 : p.key.startsWith(key) ? 1 : p.key.includes(` ${key}`) ? 2 : -1
    if (score >= 0) scored.push({ p, score })
  }
  return scored
    .sort(
      (a, b) =>
        a.score - b.score ||
        KIND_ORDER[a.p.kind] - KIND_ORDER[b.p.kind] ||
        b.p.size - a.p.size ||
        a.p.key.localeCompare(b.p.key),
    )
    .map((s) => s.p)
}

function postcodePredictions(digits: string): PlacePrediction[] {
  const out: PlacePrediction[] = []
  for (const [pc4, row] of places().postcodes) {
    if (!pc4.startsWith(digits)) continue
    out.push({
      label: `${pc4} ${row.place}, ${row.province}`,
      place: row.place,
      province: row.province,
      postcode: pc4,
      lat: row.lat,
      lng: row.lng,
    })
    if (out.length === MAX_PREDICTIONS) break
  }
  return out
}

export function offlineGeocoder(): Geocoder {
  return {
    name: 'offline',
    geocode: async (query) => {
      const q = withoutCountry(query)
      const postcode = byPostcode(q)
      if (postcode) return postcode
      const exact = ranked(placeKey(q)).find((p) => p.key === placeKey(q))
      if (!exact) throw notFound(`"${q}"`)
      return asResult(exact)
    },
    suggest: async (query) => {
      const q = withoutCountry(query)
      const compact = q.replace(/\s+/g, '')
      if (/^\d{1,4}$/.test(compact)) return postcodePredictions(compact)
      const postcode = parsePostcode(q)
      if (postcode) return postcodePredictions(postcode.pc4)
      const key = placeKey(q)
      return key ? ranked(key).slice(0, MAX_PREDICTIONS).map(asPrediction) : []
    },
    reverse: async (lat, lng) => {
      const near = nearestPostcode(lat, lng)
      if (!near || near.km > MAX_REVERSE_KM) throw notFound(`${lat}, ${lng}`)
      // The point itself, not the postcode's centroid: distances count from where the visitor is.
      return { postcode: near.row.postcode, place: near.row.place, province: near.row.province, lat, lng }
    },
  }
}
