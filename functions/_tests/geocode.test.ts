import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GeocodeError, GeocodeResult, SuggestResponse } from '#lib/model/finder.ts'
import { finderFuzzQueries } from '#finder/fuzz-queries.ts'
import { readGeoConfig } from '#lib/env/geo.ts'
import geocode from '../geocode.ts'
import reverse from '../geocode-reverse.ts'
import suggest from '../geocode-suggest.ts'

const ENV = ['GEOCODER', 'GEOCODER_URL', 'GOOGLE_MAPS_API_KEY', 'GEOCODER_TIMEOUT_MS'] as const
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]))
afterEach(() => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  vi.restoreAllMocks()
})

async function call<T>(fn: (r: Request) => Promise<Response>, query: string) {
  const response = await fn(new Request(`http://localhost/api/geocode?${query}`))
  return { status: response.status, body: (await response.json()) as T, cache: response.headers.get('cache-control') }
}

describe('the geocode functions (offline by default)', () => {
  it('geocode a postcode or a place', async () => {
    expect(await call<GeocodeResult>(geocode, 'q=3511+ab')).toMatchObject({
      status: 200,
      body: { postcode: '3511 AB', place: 'Utrecht', province: 'Utrecht' },
    })
    expect((await call<GeocodeResult>(geocode, 'q=Zeist')).body).toMatchObject({ place: 'Zeist', province: 'Utrecht' })
  })

  it('answer 404 ZERO_RESULTS, 400 INVALID_REQUEST naming the parameter, never cached', async () => {
    expect(await call<GeocodeError>(geocode, 'q=Atlantis')).toMatchObject({
      status: 404,
      body: { status: 'ZERO_RESULTS' },
      cache: 'no-store',
    })
    expect(await call<GeocodeError>(geocode, '')).toMatchObject({
      status: 400,
      body: { status: 'INVALID_REQUEST', parameter: 'q' },
    })
    expect(await call<GeocodeError>(geocode, `q=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { status: 'INVALID_REQUEST', parameter: 'q' },
    })
    expect(await call<GeocodeError>(reverse, 'lat=52.1')).toMatchObject({
      status: 400,
      body: { status: 'INVALID_REQUEST', parameter: 'lng' },
    })
    expect(await call<GeocodeError>(reverse, 'lat=north&lng=5')).toMatchObject({
      status: 400,
      body: { parameter: 'lat' },
    })
  })

  it('predict places and reverse-geocode a point', async () => {
    const s = await call<SuggestResponse>(suggest, 'q=amersf')
    expect(s.status).toBe(200)
    expect(s.body.predictions[0]).toMatchObject({ label: 'Amersfoort, Utrecht', place: 'Amersfoort' })
    expect(await call<GeocodeResult>(reverse, 'lat=52.0907&lng=5.1214')).toMatchObject({
      status: 200,
      body: { place: 'Utrecht', lat: 52.0907 },
    })
  })

  it('never fail on 300 random queries: 200, 400 or 404 with a status, never a crash', async () => {
    const fns = [geocode, suggest, reverse]
    for (const [i, query] of finderFuzzQueries(300, 7).entries()) {
      const response = await (fns[i % 3] ?? geocode)(new Request(`http://localhost/api/geocode?${query}`))
      const body: unknown = await response.json()
      expect([200, 400, 404], query).toContain(response.status)
      if (response.status !== 200)
        expect(body, query).toMatchObject({ status: expect.any(String), error: expect.any(String) })
    }
  })

  it('answer 502 UNKNOWN_ERROR when the configured provider is down', async () => {
    process.env.GEOCODER = 'pdok'
    process.env.GEOCODER_URL = 'http://127.0.0.1:1/locatieserver'
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await call<GeocodeError>(suggest, 'q=Zeist')).toMatchObject({
      status: 502,
      body: { status: 'UNKNOWN_ERROR', error: expect.stringContaining('PDOK') },
    })
  })

  it('answer 500 naming the variable when the geocoder is misconfigured', async () => {
    process.env.GEOCODER = 'google'
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await call<GeocodeError>(geocode, 'q=3511')).toMatchObject({
      status: 500,
      body: { status: 'UNKNOWN_ERROR', error: expect.stringContaining('GOOGLE_MAPS_API_KEY') },
    })
  })
})

describe('the geocoder configuration', () => {
  it('is offline by default, Google when a key is set, PDOK when asked', () => {
    expect(readGeoConfig({})).toEqual({ provider: 'offline' })
    expect(readGeoConfig({ GOOGLE_MAPS_API_KEY: 'k' })).toMatchObject({
      provider: 'google',
      apiKey: 'k',
      baseUrl: 'https://maps.googleapis.com/maps/api',
      timeoutMs: 5000,
    })
    expect(
      readGeoConfig({ GEOCODER: 'pdok', GEOCODER_URL: 'http://localhost:9/ls/', GEOCODER_TIMEOUT_MS: '800' }),
    ).toEqual({ provider: 'pdok', baseUrl: 'http://localhost:9/ls', timeoutMs: 800 })
    expect(readGeoConfig({ GEOCODER: '', GOOGLE_MAPS_API_KEY: '' })).toEqual({ provider: 'offline' })
  })

  it('names what is wrong', () => {
    expect(() => readGeoConfig({ GEOCODER: 'bing' })).toThrow(/GEOCODER: must be offline, pdok or google/)
    expect(() => readGeoConfig({ GEOCODER: 'pdok', GEOCODER_URL: 'ftp://x' })).toThrow(/GEOCODER_URL/)
    expect(() => readGeoConfig({ GEOCODER_TIMEOUT_MS: '10' })).toThrow(/GEOCODER_TIMEOUT_MS/)
  })
})
