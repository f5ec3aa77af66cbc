import { describe, expect, it } from 'vitest'
import { offlineGeocoder } from './offline.ts'
import { GeocodeFailure } from './provider.ts'

const g = offlineGeocoder()
const status = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: unknown) => (e instanceof GeocodeFailure ? e.status : 'THROWN'),
  )

describe('the offline geocoder (GeoNames PC4)', () => {
  it('geocodes a four-digit postcode to its centroid, place and province', async () => {
    expect(await g.geocode('3511')).toEqual({
      postcode: '3511',
      place: 'Utrecht',
      province: 'Utrecht',
      lat: expect.closeTo(52.09, 1),
      lng: expect.closeTo(5.11, 1),
    })
  })

  it('reads "1234AB", "1234 ab" and "1234 AB" alike, keeping the full postcode', async () => {
    const forms = await Promise.all(['3511AB', '3511 ab', ' 3511 AB ', '3511ab, Nederland'].map((q) => g.geocode(q)))
    for (const r of forms) expect(r).toMatchObject({ postcode: '3511 AB', place: 'Utrecht', province: 'Utrecht' })
  })

  it('reads a postcode followed by its place ("3511 AB Utrecht", "3511 Utrecht")', async () => {
    expect(await g.geocode('3511 AB Utrecht')).toMatchObject({ postcode: '3511 AB', place: 'Utrecht' })
    expect(await g.geocode('3511 Utrecht')).toMatchObject({ postcode: '3511', place: 'Utrecht' })
    expect(await status(g.geocode('3511abc'))).toBe('ZERO_RESULTS')
  })

  it('geocodes a place name, case and accents aside, and the names people use ("Den Haag")', async () => {
    expect(await g.geocode('amsterdam')).toMatchObject({
      place: 'Amsterdam',
      province: 'Noord-Holland',
      postcode: expect.stringMatching(/^10\d\d$/),
    })
    expect(await g.geocode('Den Haag')).toMatchObject({ place: "'s-Gravenhage", province: 'Zuid-Holland' })
    expect(await g.geocode('Friesland')).toMatchObject({ place: 'Friesland', province: 'Friesland' })
  })

  it('answers ZERO_RESULTS for an unknown postcode or place', async () => {
    expect(await status(g.geocode('0999'))).toBe('ZERO_RESULTS')
    expect(await status(g.geocode('1234 AB'))).toBe('ZERO_RESULTS')
    expect(await status(g.geocode('Atlantis'))).toBe('ZERO_RESULTS')
  })

  it('predicts places and regions by prefix, whole names first, bigger places first, at most five', async () => {
    const ams = await g.suggest('ams')
    expect(ams.length).toBeLessThanOrEqual(5)
    expect(ams[0]).toMatchObject({
      label: 'Amsterdam, Noord-Holland',
      place: 'Amsterdam',
      province: 'Noord-Holland',
      lat: expect.any(Number),
      lng: expect.any(Number),
    })
    expect((await g.suggest('utrecht')).map((p) => p.label)).toEqual([
      'Utrecht, Utrecht',
      'Utrecht (provincie)',
      'Utrechtse Heuvelrug (gemeente), Utrecht',
    ])
    expect((await g.suggest('den ha'))[0]?.label).toBe("Den Haag ('s-Gravenhage), Zuid-Holland")
  })

  it('predicts postcodes for digits', async () => {
    expect((await g.suggest('351')).map((p) => p.postcode)).toEqual(['3511', '3512', '3513', '3514', '3515'])
    expect(await g.suggest('Atlantis')).toEqual([])
  })

  it('finds the nearest postcode to a point, keeping the point; nothing outside the Netherlands', async () => {
    expect(await g.reverse(52.0907, 5.1214)).toMatchObject({
      postcode: expect.stringMatching(/^35\d\d$/),
      place: 'Utrecht',
      province: 'Utrecht',
      lat: 52.0907,
      lng: 5.1214,
    })
    expect(await status(g.reverse(48.85, 2.35))).toBe('ZERO_RESULTS')
  })
})
