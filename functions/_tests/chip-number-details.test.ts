// GET /api/chip-number-details: input parsing, the bundled development registry, and a real upstream registry over
// HTTP (a local stand-in) answering, missing, failing, malformed and slow.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import devRegistry from '../data/dev-chip-registry.json' with { type: 'json' }
import chipFunction, { config, createChipNumberHandler } from '../chip-number-details.ts'
import { ChipLookupResultSchema } from '#lib/chip-lookup-result.ts'

const get = (handler: (r: Request) => Promise<Response>, query: string, init: RequestInit = {}) =>
  handler(new Request(`http://localhost:8888/api/chip-number-details${query}`, init))
const dev = createChipNumberHandler({ timeoutMs: 1000 })

describe('chip-number-details: input', () => {
  it.each([
    ['', 'chipNumber is required'],
    ['?chipNumber=', 'chipNumber is required'],
    ['?chipNumber=%20%20', 'chipNumber is required'],
    ['?chipNumber=12345', 'chipNumber must be a 15-digit chip number'],
    ['?chipNumber=5282100000000012', 'chipNumber must be a 15-digit chip number'],
    ['?chipNumber=NL12', 'chipNumber must be a 15-digit chip number'],
    ['?chipNumber=%3Cscript%3E', 'chipNumber must be a 15-digit chip number'],
  ])('%s → 400 naming the problem', async (query, message) => {
    const res = await get(dev, query)
    expect(res.status).toBe(400)
    const body: unknown = await res.json()
    expect(body).toMatchObject({ parameter: 'chipNumber', error: expect.stringContaining(message) })
  })

  it('answers 405 to anything but GET and HEAD', async () => {
    const res = await get(dev, '?chipNumber=528210000000001', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })

  it('is routed at /api/chip-number-details', () => {
    expect(config.path).toBe('/api/chip-number-details')
  })
})

describe('chip-number-details: the bundled development registry (no CHIP_LOOKUP_URL)', () => {
  it('answers a chip lookup result for a fictional chip, as typed with spaces, never cached', async () => {
    const res = await get(dev, '?chipNumber=528%20210%20000%20000%20002')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = ChipLookupResultSchema.parse(await res.json())
    expect(body.selDierLevensnummer).toBe('528210000000002')
    expect(body.requestID).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.dierDetails).toEqual({ dierLandcode: 'NL', dierLevensnummer: '099900002', geboorteDatum: '2020-06-01' })
    expect(body.dierDetailsVerblijfplaatsen).toHaveLength(2)
    expect(body.dierDetailsVerblijfplaatsen[0]?.naam).toContain('(fictief)')
  })

  it('finds an animal by its life number (country letters and digits) too', async () => {
    const res = await get(dev, '?chipNumber=nl-099900001')
    expect(res.status).toBe(200)
    expect(ChipLookupResultSchema.parse(await res.json()).dierDetails.dierLevensnummer).toBe('099900001')
  })

  it('answers 404 for a well-formed number nobody registered', async () => {
    const res = await get(dev, '?chipNumber=528219999999999')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'No animal is registered with this chip number' })
  })

  it('holds only clearly fictional entries', () => {
    expect(devRegistry.about).toMatch(/^FICTIONAL/)
    for (const animal of Object.values(devRegistry.chips))
      for (const place of animal.dierDetailsVerblijfplaatsen) expect(place.naam).toContain('(fictief)')
  })

  it('the default export answers from it when CHIP_LOOKUP_URL is not set', async () => {
    vi.stubEnv('CHIP_LOOKUP_URL', '')
    const res = await chipFunction(new Request('http://localhost/api/chip-number-details?chipNumber=528210000000003'))
    expect(res.status).toBe(200)
    vi.unstubAllEnvs()
  })
})

describe('chip-number-details: an upstream registry (CHIP_LOOKUP_URL)', () => {
  let upstream: Server
  let base = ''
  let closedBase = ''
  const seen: string[] = []
  const ANIMAL = {
    requestID: 'upstream-42',
    dierDetails: { dierLandcode: 'NL', dierLevensnummer: '123456789', geboorteDatum: '2018-05-05' },
    dierDetailsVerblijfplaatsen: {
      naam: 'Stal Elders (fictief)',
      adresOmsME: 'Laan 2',
      postcodeOmsME: '9999 AA',
      woonplaatsME: 'Ergens',
      telefoonME: null,
    },
  }

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url ?? '')
      const chip = new URL(req.url ?? '/', 'http://x').searchParams.get('chipNumber') ?? req.url?.split('/').pop() ?? ''
      const send = (status: number, body: string) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body)
      if (chip.endsWith('001')) return send(200, JSON.stringify(ANIMAL))
      if (chip.endsWith('404')) return send(404, '{"message":"not found"}')
      if (chip.endsWith('500')) return send(500, '{"message":"boom"}')
      if (chip.endsWith('777')) return send(200, '{"dierDetails": {"dierLand')
      if (chip.endsWith('888')) return send(200, JSON.stringify({ dierDetails: 'geen object' }))
      if (chip.endsWith('000')) return send(200, '{}')
      if (chip.endsWith('999')) return void setTimeout(() => send(200, JSON.stringify(ANIMAL)), 1000)
      return send(404, '{}')
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const address = upstream.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedAddress = closed.address()
    closedBase = `http://127.0.0.1:${typeof closedAddress === 'object' && closedAddress ? closedAddress.port : 0}/lookup`
    await new Promise((resolve) => closed.close(resolve))
  })
  afterAll(async () => {
    upstream.closeAllConnections()
    await new Promise((resolve) => upstream.close(resolve))
  })

  const via = (url: string, timeoutMs = 2000) => createChipNumberHandler({ lookupUrl: url, timeoutMs })
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

  it('asks with ?chipNumber= (or into a {chipNumber} placeholder) and answers the normalized result', async () => {
    const res = await get(via(`${base}/lookup?key=abc`), '?chipNumber=528210000000001')
    expect(res.status).toBe(200)
    expect(seen.at(-1)).toBe('/lookup?key=abc&chipNumber=528210000000001')
    expect(await res.json()).toEqual({
      requestID: 'upstream-42',
      selDierLevensnummer: '528210000000001',
      dierDetails: ANIMAL.dierDetails,
      dierDetailsVerblijfplaatsen: [
        {
          naam: 'Stal Elders (fictief)',
          adresOmsME: 'Laan 2',
          postcodeOmsME: '9999 AA',
          woonplaatsME: 'Ergens',
          telefoonME: '',
        },
      ],
    })
    await get(via(`${base}/dieren/{chipNumber}`), '?chipNumber=528210000000001')
    expect(seen.at(-1)).toBe('/dieren/528210000000001')
  })

  it('404 from the registry, or 200 without data, is "not registered" (404)', async () => {
    expect((await get(via(`${base}/lookup`), '?chipNumber=528210000000404')).status).toBe(404)
    expect((await get(via(`${base}/lookup`), '?chipNumber=528210000000000')).status).toBe(404)
  })

  it('a failing, malformed or unreachable registry gives 502 with a clear error', async () => {
    const log = quiet()
    for (const [chip, error] of [
      ['528210000000500', 'The chip registry answered with status 500'],
      ['528210000000777', 'The chip registry sent an answer that is not JSON'],
      ['528210000000888', 'The chip registry sent an answer that is not a chip lookup result (dierDetails)'],
    ]) {
      const res = await get(via(`${base}/lookup`), `?chipNumber=${chip}`)
      expect(res.status).toBe(502)
      expect(await res.json()).toEqual({ error })
    }
    const down = await get(via(closedBase), '?chipNumber=528210000000001')
    expect(down.status).toBe(502)
    expect(await down.json()).toEqual({ error: 'The chip registry could not be reached' })
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('a registry slower than the timeout gives 504', async () => {
    const log = quiet()
    const res = await get(via(`${base}/lookup`, 150), '?chipNumber=528210000000999')
    expect(res.status).toBe(504)
    expect(await res.json()).toEqual({ error: 'The chip registry did not answer within 150 ms' })
    log.mockRestore()
  })
})
