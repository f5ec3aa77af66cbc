// Fault configuration and decisions: spec parsing, determinism by seed, shares, and the cap on consecutive failures.
import { describe, expect, it } from 'vitest'
import { FaultController, parseFaultSpec } from './faults.ts'

describe('parseFaultSpec', () => {
  it('reads the CMS_FAULTS syntax', () => {
    expect(
      parseFaultSpec(
        'latency=20,error_rate=0.1,rate_limit=0.05,retry_after=1,malformed_json_rate=0.02,stall_rate=0.01,corrupt=articles:1007',
      ),
    ).toMatchObject({
      latency: 20,
      error_rate: 0.1,
      rate_limit: 0.05,
      retry_after: 1,
      malformed_json_rate: 0.02,
      stall_rate: 0.01,
      corrupt: ['articles:1007'],
      max_consecutive: 2,
    })
    expect(parseFaultSpec('corrupt=articles:1007;posts:2001,corrupt=users:2,seed=abc').corrupt).toEqual([
      'articles:1007',
      'posts:2001',
      'users:2',
    ])
    expect(parseFaultSpec('')).toMatchObject({ latency: 0, error_rate: 0, corrupt: [] })
  })

  it('says what is wrong with a bad spec', () => {
    expect(() => parseFaultSpec('latncy=20')).toThrow(/unknown fault setting.*latncy/)
    expect(() => parseFaultSpec('error_rate=veel')).toThrow(/error_rate/)
    expect(() => parseFaultSpec('error_rate=0.6,rate_limit=0.6')).toThrow(/more than 1/)
    expect(() => parseFaultSpec('corrupt=1007')).toThrow(/<base>:<id>/)
    expect(() => parseFaultSpec('latency')).toThrow(/key=value/)
  })
})

const run = (controller: FaultController, keys: string[]) => keys.map((k) => controller.decide(k).fault ?? 'ok')
const urls = Array.from({ length: 2000 }, (_, i) => `GET /wp-json/wp/v2/articles?page=${i}`)

describe('FaultController', () => {
  it('decides by (seed, URL, attempt): the same run gets the same faults, another seed other faults', () => {
    const config = parseFaultSpec('error_rate=0.2,rate_limit=0.1,seed=one')
    const first = run(new FaultController(config), urls)
    expect(run(new FaultController(config), urls)).toEqual(first)
    expect(run(new FaultController(parseFaultSpec('error_rate=0.2,rate_limit=0.1,seed=two')), urls)).not.toEqual(first)
    const again = new FaultController(config)
    run(again, urls)
    again.reset()
    expect(run(again, urls)).toEqual(first)
  })

  it('serves roughly the configured share of each fault', () => {
    const outcomes = run(
      new FaultController(parseFaultSpec('error_rate=0.1,rate_limit=0.05,malformed_json_rate=0.05,stall_rate=0.02')),
      urls,
    )
    const share = (kind: string) => outcomes.filter((o) => o === kind).length / urls.length
    expect(share('error')).toBeGreaterThan(0.07)
    expect(share('error')).toBeLessThan(0.13)
    expect(share('rate_limit')).toBeGreaterThan(0.03)
    expect(share('rate_limit')).toBeLessThan(0.07)
    expect(share('malformed')).toBeGreaterThan(0.03)
    expect(share('stall')).toBeGreaterThan(0.005)
  })

  it('fails a URL at most max_consecutive times in a row', () => {
    const always = new FaultController(parseFaultSpec('error_rate=1'))
    expect(Array.from({ length: 6 }, () => always.decide('GET /x').fault ?? 'ok')).toEqual([
      'error',
      'error',
      'ok',
      'error',
      'error',
      'ok',
    ])
    const once = new FaultController(parseFaultSpec('rate_limit=1,max_consecutive=1'))
    expect(run(once, ['GET /y', 'GET /y', 'GET /y'])).toEqual(['rate_limit', 'ok', 'rate_limit'])
  })

  it('adds latency with deterministic jitter and answers 500 or 503 for errors', () => {
    const c = new FaultController(parseFaultSpec('latency=20,jitter=10,error_rate=1'))
    const decisions = urls.slice(0, 200).map((u) => c.decide(u))
    expect(decisions.every((d) => d.latencyMs >= 20 && d.latencyMs < 30)).toBe(true)
    expect(new Set(decisions.map((d) => d.status))).toEqual(new Set([500, 503]))
  })

  it('marks corrupt items by base and id (authors share the users id space)', () => {
    const c = new FaultController(parseFaultSpec('corrupt=articles:1007,corrupt=users:2'))
    expect(c.isCorrupt('articles', 1007)).toBe(true)
    expect(c.isCorrupt('posts', 1007)).toBe(false)
    expect(c.isCorrupt('authors', 2)).toBe(true)
  })
})
