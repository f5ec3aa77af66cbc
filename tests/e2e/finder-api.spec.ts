// The finder's functions as the built site serves them (server/ routes like Netlify): /api/search/finder over the
// bundled content (its finder-index.bin written by the build), the editors' most-viewed pick, and the offline
// geocoder. The finder interface itself is driven in its own spec.
import { expect, test } from '@playwright/test'

test('/api/search/finder answers clinics and vets within a radius, nearest first, with facets and the total', async ({
  request,
}) => {
  // Utrecht centre: Paardenkliniek Eemland (Leusden) and Paardenpraktijk Kromme Rijn (Houten) are the clinics nearby.
  const response = await request.get(
    '/api/search/finder?user_lat=52.0907&user_lng=5.1214&postcode=3511&filter_distance=30&post_type=clinic',
  )
  expect(response.status()).toBe(200)
  const body = (await response.json()) as {
    results: { title: string; distance: number }[]
    facets: Record<string, Record<string, number>>
  }
  const total = Number(response.headers()['x-total-results'])
  expect(total).toBeGreaterThan(0)
  expect(body.results.map((r) => r.distance)).toEqual([...body.results.map((r) => r.distance)].sort((a, b) => a - b))
  expect(body.results.every((r) => r.distance <= 30)).toBe(true)
  expect(body.facets.filter_distance?.['30']).toBe(total)
})

test('/api/search/finder names a bad parameter; the search function keeps /api/search', async ({ request }) => {
  const bad = await request.get('/api/search/finder?filter_distance=7')
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ parameter: 'filter_distance' })
  expect((await request.get('/api/search?q=koliek')).status()).toBe(200)
})

test("/api/search/most-viewed-finder-results answers the editors' pick", async ({ request }) => {
  const response = await request.get('/api/search/most-viewed-finder-results')
  expect(response.status()).toBe(200)
  const { results } = (await response.json()) as { results: { id: number }[] }
  expect(results[0]?.id).toBe(3004)
})

test('/api/geocode places a postcode and says ZERO_RESULTS for an unknown one', async ({ request }) => {
  expect(await (await request.get('/api/geocode?q=3511%20ab')).json()).toMatchObject({
    postcode: '3511 AB',
    place: 'Utrecht',
    province: 'Utrecht',
  })
  const missing = await request.get('/api/geocode?q=Atlantis')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toMatchObject({ status: 'ZERO_RESULTS' })
})
