// A stand-in for PDOK Locatieserver v3_1 on loopback, for tests that run the geocode functions with GEOCODER=pdok
// (no network here): a real HTTP server answering /free, /suggest and /reverse as PDOK does — a Solr-style
// `{ response: { numFound, start, maxScore, docs } }` with the fields asked for in `fl` — from the bundled PC4 table
// (finder/geo/places.ts): places, municipalities and provinces by name, six-character postcodes by their four digits,
// the postcode nearest a point. What it cannot find it answers as PDOK does: 200 with no documents.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nearestPostcode, placeKey, places, type Place } from '#finder/geo/places.ts'

export type PdokStandIn = { url: string; requests: () => number; close: () => Promise<void> }

type Doc = Record<string, string>

const KIND_TYPE = {
  postcode: 'postcode',
  place: 'woonplaats',
  municipality: 'gemeente',
  province: 'provincie',
} as const

function docOf(p: Place): Doc {
  const type = KIND_TYPE[p.kind]
  return {
    type,
    weergavenaam: p.kind === 'place' ? `${p.name}, ${p.province}` : p.name,
    ...(p.kind === 'place' ? { woonplaatsnaam: p.name } : {}),
    ...(p.kind === 'municipality' ? { gemeentenaam: p.name } : {}),
    provincienaam: p.province,
    centroide_ll: `POINT(${p.lng} ${p.lat})`,
  }
}

function postcodeDoc(pc4: string, letters: string): Doc | undefined {
  const row = places().postcodes.get(pc4)
  if (!row) return undefined
  return {
    type: 'postcode',
    weergavenaam: `${pc4}${letters.toUpperCase()} ${row.place}`,
    postcode: `${pc4}${letters.toUpperCase()}`,
    woonplaatsnaam: row.place,
    provincienaam: row.province,
    centroide_ll: `POINT(${row.lng} ${row.lat})`,
  }
}

/** PDOK's free and suggest services, by name or postcode: the first `rows` matches. */
function search(q: string, rows: number, prefix: boolean): Doc[] {
  const pc = /^\s*(\d{4})\s*([a-z]{2})\s*$/i.exec(q)
  if (pc) return [postcodeDoc(pc[1] ?? '', pc[2] ?? '')].flatMap((d) => (d ? [d] : []))
  const key = placeKey(q)
  if (!key) return []
  const found = places().named.filter((p) => (prefix ? p.key.startsWith(key) : p.key === key))
  return found
    .sort((a, b) => b.size - a.size)
    .slice(0, rows)
    .map(docOf)
}

function reverse(lat: number, lng: number): Doc[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return []
  const near = nearestPostcode(lat, lng)
  if (!near || near.km > 25) return []
  return [postcodeDoc(near.row.postcode, 'AA')].flatMap((d) => (d ? [d] : []))
}

/** Keeps only the fields asked for in `fl`, as PDOK does. */
const only = (fields: string | null, doc: Doc): Doc =>
  fields ? Object.fromEntries(Object.entries(doc).filter(([k]) => fields.split(',').includes(k))) : doc

export async function startPdokStandIn(): Promise<PdokStandIn> {
  let count = 0
  const server = createServer((req, res) => {
    count++
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const p = url.searchParams
    const rows = Math.min(Number(p.get('rows')) || 10, 100)
    const endpoint = url.pathname.split('/').pop()
    const docs =
      endpoint === 'free'
        ? search(p.get('q') ?? '', rows, false)
        : endpoint === 'suggest'
          ? search(p.get('q') ?? '', rows, true)
          : endpoint === 'reverse'
            ? reverse(Number(p.get('lat')), Number(p.get('lon')))
            : undefined
    if (docs === undefined) {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ message: 'Not Found' }))
      return
    }
    const body = {
      response: { numFound: docs.length, start: 0, maxScore: 1, docs: docs.map((d) => only(p.get('fl'), d)) },
    }
    res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1`,
    requests: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
