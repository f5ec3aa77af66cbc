// PDOK Locatieserver (api.pdok.nl, v3_1: free, suggest, reverse; Dutch government data, no key): postcodes (PC6),
// places, municipalities and provinces. A four-digit postcode — no PDOK object — and a place's postcode come from
// the bundled PC4 table.
import * as z from 'zod/mini'
import type { GeocodeResult, PlacePrediction } from '#lib/model/finder.ts'
import { fetchJson } from './fetch-json.ts'
import { offlineGeocoder } from './offline.ts'
import { nearestPostcode } from './places.ts'
import { GeocodeFailure, notFound, parsePostcode, withoutCountry, type Geocoder } from './provider.ts'

const DocSchema = z.object({
  type: z.optional(z.string()),
  weergavenaam: z.optional(z.string()),
  postcode: z.optional(z.string()),
  woonplaatsnaam: z.optional(z.string()),
  gemeentenaam: z.optional(z.string()),
  provincienaam: z.optional(z.string()),
  centroide_ll: z.optional(z.string()),
})
type Doc = z.infer<typeof DocSchema>
const AnswerSchema = z.object({ response: z.object({ numFound: z.number(), docs: z.array(DocSchema) }) })

const FIELDS = 'id,type,weergavenaam,postcode,woonplaatsnaam,gemeentenaam,provincienaam,centroide_ll'
const REGIONS = 'type:(postcode OR woonplaats OR gemeente OR provincie)'

/** "POINT(5.1 52.09)" (longitude first) → { lat, lng }. */
export function pointOf(wkt: string | undefined): { lat: number; lng: number } | undefined {
  const m = /^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/.exec(wkt?.trim() ?? '')
  const lng = Number(m?.[1])
  const lat = Number(m?.[2])
  return m && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined
}

const formatPc = (pc: string) =>
  pc.replace(/^(\d{4})\s*([A-Za-z]{2})$/, (_, d: string, l: string) => `${d} ${l.toUpperCase()}`)

function resultOf(doc: Doc, at?: { lat: number; lng: number }): GeocodeResult | undefined {
  const point = at ?? pointOf(doc.centroide_ll)
  if (!point) return undefined
  const near = nearestPostcode(point.lat, point.lng)
  const place = doc.woonplaatsnaam ?? doc.gemeentenaam ?? doc.provincienaam ?? doc.weergavenaam ?? near?.row.place ?? ''
  return {
    postcode: doc.postcode ? formatPc(doc.postcode) : (near?.row.postcode ?? ''),
    place,
    province: doc.provincienaam ?? near?.row.province ?? '',
    ...point,
  }
}

export function pdokGeocoder(baseUrl: string, timeoutMs: number): Geocoder {
  const offline = offlineGeocoder()
  const get = (endpoint: string, params: Record<string, string>) => {
    const url = new URL(`${baseUrl}/${endpoint}`)
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
    return fetchJson('PDOK', url, timeoutMs, AnswerSchema)
  }
  return {
    name: 'pdok',
    geocode: async (query) => {
      const q = withoutCountry(query)
      const pc = parsePostcode(q)
      if (pc && !pc.letters) return offline.geocode(q)
      const answer = await get('free', { q, fq: REGIONS, rows: '1', fl: FIELDS })
      const doc = answer.response.docs[0]
      const result = doc && resultOf(doc)
      if (!result) throw notFound(`"${q}"`)
      return result
    },
    suggest: async (query) => {
      const q = withoutCountry(query)
      if (!q) return []
      const answer = await get('suggest', { q, fq: REGIONS, rows: '5', fl: FIELDS })
      return answer.response.docs.flatMap((doc): PlacePrediction[] => {
        const r = resultOf(doc)
        return r
          ? [
              {
                label: doc.weergavenaam ?? r.place,
                place: r.place,
                province: r.province,
                ...(r.postcode ? { postcode: r.postcode } : {}),
                lat: r.lat,
                lng: r.lng,
              },
            ]
          : []
      })
    },
    reverse: async (lat, lng) => {
      const answer = await get('reverse', {
        lat: String(lat),
        lon: String(lng),
        type: 'postcode',
        rows: '1',
        fl: FIELDS,
      })
      const doc = answer.response.docs[0]
      // The point itself: distances count from where the visitor is.
      const result = doc && resultOf(doc, { lat, lng })
      if (!result?.postcode) throw new GeocodeFailure('ZERO_RESULTS', `No postcode found near ${lat}, ${lng}`)
      return result
    },
  }
}
