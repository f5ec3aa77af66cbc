// The online geocoders against a local stand-in of PDOK Locatieserver and Google's APIs (no network here): the
// requests they send, how they read the answers, and how a provider that fails or is down reads to the visitor.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { googleGeocoder } from './google.ts'
import { pdokGeocoder } from './pdok.ts'
import { GeocodeFailure } from './provider.ts'

type Handler = (url: URL) => { status?: number; body: unknown; delayMs?: number }
let handler: Handler = () => ({ body: {} })
const requests: URL[] = []
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    requests.push(url)
    const { status = 200, body, delayMs = 0 } = handler(url)
    setTimeout(() => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  requests.length = 0
})

const status = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: unknown) => (e instanceof GeocodeFailure ? e.status : `THROWN ${String(e)}`),
  )
const pdokDocs = (docs: unknown[]) => ({ response: { numFound: docs.length, start: 0, maxScore: 1, docs } })

describe('PDOK Locatieserver', () => {
  const pdok = () => pdokGeocoder(`${base}/pdok`, 1000)

  it('geocodes a full postcode with the free service, restricted to postcodes and regions', async () => {
    handler = () => ({
      body: pdokDocs([
        {
          type: 'postcode',
          weergavenaam: 'Domplein, 3512JC Utrecht',
          postcode: '3512JC',
          woonplaatsnaam: 'Utrecht',
          provincienaam: 'Utrecht',
          centroide_ll: 'POINT(5.1217 52.0907)',
        },
      ]),
    })
    expect(await pdok().geocode('3512jc')).toEqual({
      postcode: '3512 JC',
      place: 'Utrecht',
      province: 'Utrecht',
      lat: 52.0907,
      lng: 5.1217,
    })
    const url = requests[0]
    expect(url?.pathname).toBe('/pdok/free')
    expect(url?.searchParams.get('q')).toBe('3512jc')
    expect(url?.searchParams.get('fq')).toBe('type:(postcode OR woonplaats OR gemeente OR provincie)')
    expect(url?.searchParams.get('fl')).toContain('centroide_ll')
  })

  it('answers a four-digit postcode from the bundled table (PDOK has no PC4 objects) without a request', async () => {
    expect(await pdok().geocode('3511')).toMatchObject({ postcode: '3511', place: 'Utrecht' })
    expect(requests).toHaveLength(0)
  })

  it('gives a place the postcode nearest to its centre', async () => {
    handler = () => ({
      body: pdokDocs([
        {
          type: 'woonplaats',
          weergavenaam: 'Zeist, Zeist, Utrecht',
          woonplaatsnaam: 'Zeist',
          gemeentenaam: 'Zeist',
          provincienaam: 'Utrecht',
          centroide_ll: 'POINT(5.2333 52.0894)',
        },
      ]),
    })
    expect(await pdok().geocode('Zeist')).toMatchObject({
      place: 'Zeist',
      province: 'Utrecht',
      postcode: expect.stringMatching(/^37\d\d$/),
    })
  })

  it('answers ZERO_RESULTS when nothing is found', async () => {
    handler = () => ({ body: pdokDocs([]) })
    expect(await status(pdok().geocode('Atlantis'))).toBe('ZERO_RESULTS')
  })

  it('predicts with the suggest service', async () => {
    handler = () => ({
      body: pdokDocs([
        {
          type: 'woonplaats',
          weergavenaam: 'Amersfoort, Amersfoort, Utrecht',
          woonplaatsnaam: 'Amersfoort',
          provincienaam: 'Utrecht',
          centroide_ll: 'POINT(5.3878 52.1561)',
        },
        {
          type: 'gemeente',
          weergavenaam: 'Gemeente Amstelveen',
          gemeentenaam: 'Amstelveen',
          provincienaam: 'Noord-Holland',
          centroide_ll: 'POINT(4.8600 52.3000)',
        },
        { type: 'woonplaats', weergavenaam: 'Zonder punt' },
      ]),
    })
    const predictions = await pdok().suggest('am')
    expect(predictions.map((p) => p.label)).toEqual(['Amersfoort, Amersfoort, Utrecht', 'Gemeente Amstelveen'])
    expect(predictions[1]).toMatchObject({ place: 'Amstelveen', province: 'Noord-Holland', lat: 52.3, lng: 4.86 })
    expect(requests[0]?.pathname).toBe('/pdok/suggest')
  })

  it('reverse-geocodes to the nearest postcode object', async () => {
    handler = () => ({
      body: pdokDocs([
        {
          type: 'postcode',
          postcode: '3511AB',
          woonplaatsnaam: 'Utrecht',
          provincienaam: 'Utrecht',
          centroide_ll: 'POINT(5.11 52.09)',
        },
      ]),
    })
    expect(await pdok().reverse(52.0907, 5.1214)).toEqual({
      postcode: '3511 AB',
      place: 'Utrecht',
      province: 'Utrecht',
      lat: 52.0907,
      lng: 5.1214,
    })
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      lat: '52.0907',
      lon: '5.1214',
      type: 'postcode',
      rows: '1',
    })
  })

  it('fails with UNKNOWN_ERROR when PDOK errs, answers garbage, is slow or is down', async () => {
    handler = () => ({ status: 503, body: 'busy' })
    expect(await status(pdok().geocode('Zeist'))).toBe('UNKNOWN_ERROR')
    handler = () => ({ body: '<html>' })
    expect(await status(pdok().suggest('Zeist'))).toBe('UNKNOWN_ERROR')
    handler = () => ({ body: { unexpected: true } })
    expect(await status(pdok().suggest('Zeist'))).toBe('UNKNOWN_ERROR')
    handler = () => ({ body: pdokDocs([]), delayMs: 400 })
    expect(await status(pdokGeocoder(`${base}/pdok`, 100).geocode('Zeist'))).toBe('UNKNOWN_ERROR')
    expect(await status(pdokGeocoder('http://127.0.0.1:1/pdok', 1000).geocode('Zeist'))).toBe('UNKNOWN_ERROR')
  })
})

describe('Google Geocoding and Places', () => {
  const google = () => googleGeocoder(`${base}/google`, 1000, 'test-key')
  const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types })
  const utrecht = {
    address_components: [
      component('3511', 'postal_code'),
      component('Utrecht', 'locality', 'political'),
      component('Utrecht', 'administrative_area_level_1', 'political'),
      component('Nederland', 'country'),
    ],
    geometry: { location: { lat: 52.0921, lng: 5.1159 } },
  }

  it('geocodes with the country appended, restricted to NL, in Dutch, with the key', async () => {
    handler = () => ({ body: { status: 'OK', results: [utrecht] } })
    expect(await google().geocode('3511')).toEqual({
      postcode: '3511',
      place: 'Utrecht',
      province: 'Utrecht',
      lat: 52.0921,
      lng: 5.1159,
    })
    expect(requests[0]?.pathname).toBe('/google/geocode/json')
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      address: '3511, Nederland',
      components: 'country:NL',
      language: 'nl',
      key: 'test-key',
    })
  })

  it("passes Google's statuses on: ZERO_RESULTS, REQUEST_DENIED, OVER_QUERY_LIMIT", async () => {
    for (const s of ['ZERO_RESULTS', 'REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'INVALID_REQUEST']) {
      handler = () => ({ body: { status: s, results: [], error_message: 'nope' } })
      expect(await status(google().geocode('x'))).toBe(s)
    }
    handler = () => ({ body: { status: 'SOMETHING_NEW' } })
    expect(await status(google().geocode('x'))).toBe('UNKNOWN_ERROR')
  })

  it('predicts regions in the Netherlands in Dutch, each located by its place_id', async () => {
    handler = (url) =>
      url.pathname.endsWith('/autocomplete/json')
        ? {
            body: {
              status: 'OK',
              predictions: [
                { description: 'Utrecht, Nederland', place_id: 'p1' },
                { description: 'Utrechtse Heuvelrug, Nederland', place_id: 'p2' },
              ],
            },
          }
        : url.searchParams.get('place_id') === 'p1'
          ? { body: { status: 'OK', results: [utrecht] } }
          : { body: { status: 'ZERO_RESULTS', results: [] } }
    const predictions = await google().suggest('utr')
    expect(predictions).toEqual([
      { label: 'Utrecht', place: 'Utrecht', province: 'Utrecht', postcode: '3511', lat: 52.0921, lng: 5.1159 },
    ])
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      input: 'utr',
      components: 'country:nl',
      types: '(regions)',
      language: 'nl',
    })
  })

  it('reverse-geocodes to a postal code result, keeping the point', async () => {
    handler = () => ({ body: { status: 'OK', results: [utrecht] } })
    expect(await google().reverse(52.09, 5.12)).toEqual({
      postcode: '3511',
      place: 'Utrecht',
      province: 'Utrecht',
      lat: 52.09,
      lng: 5.12,
    })
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      latlng: '52.09,5.12',
      result_type: 'postal_code',
    })
  })

  it('fails with UNKNOWN_ERROR when Google is down', async () => {
    expect(await status(googleGeocoder('http://127.0.0.1:1/google', 500, 'k').suggest('utr'))).toBe('UNKNOWN_ERROR')
  })
})
