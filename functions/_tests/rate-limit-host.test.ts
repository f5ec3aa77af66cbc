// Every function limit of the Node server against Host-header variants: once a client has used
// up a limit, another Host (another name, a trailing dot, another port, no port, an IP literal) must not open a fresh
// bucket; the count belongs to the client's address. Sent through raw sockets, as a hostile client would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '#server/test-fixtures/raw-http.ts'
import { startEditorFixture, type EditorFixture } from './editor-fixture.ts'

let fixture: EditorFixture
beforeAll(async () => {
  fixture = await startEditorFixture({ server: true, rateLimits: true })
})
afterAll(() => fixture?.close())

const HOSTS = [
  'other.localhost:8890',
  'localhost.',
  'localhost:1',
  'localhost',
  '127.0.0.1',
  '[::1]:8888',
  'LOCALHOST',
  'example.nl',
]

/** A request the function's route takes (its answer does not matter: the limit counts before the function runs). */
const TARGETS: Record<string, { method: string; path: string }> = {
  login: { method: 'POST', path: '/api/login' },
  'chip-number-details': { method: 'GET', path: '/api/chip-number-details?chipNumber=528000000000000' },
  forms: { method: 'POST', path: '/api/forms/1' },
  'editor-page': { method: 'GET', path: '/api/editor/page/bestaat-niet/' },
  geocode: { method: 'GET', path: '/api/geocode?q=' },
  'geocode-reverse': { method: 'GET', path: '/api/geocode/reverse' },
  'geocode-suggest': { method: 'GET', path: '/api/geocode/suggest' },
  'preview-link': { method: 'GET', path: '/api/voorbeeld/1.0.0.0' },
  zoekklik: { method: 'POST', path: '/api/zoekklik' },
  zoekinzichten: { method: 'GET', path: '/api/zoekinzichten' },
}

const send = (method: string, path: string, host: string) =>
  rawRequest(
    fixture.site?.port ?? 0,
    `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  )

describe('rate limits keyed on the client address, never the Host header', () => {
  it('covers every function that has a limit', () => {
    const limited = (fixture.site?.functions ?? []).filter((f) => f.rateLimiter).map((f) => f.name)
    expect(limited.sort()).toEqual(Object.keys(TARGETS).sort())
  })

  for (const [name, { method, path }] of Object.entries(TARGETS)) {
    it(`${name}: after its limit, every Host variant gets 429 too`, async () => {
      const fn = fixture.site?.functions.find((f) => f.name === name)
      const limit = fn?.rateLimiter?.config.windowLimit ?? 0
      expect(limit).toBeGreaterThan(0)
      for (let i = 0; i < limit; i++) expect((await send(method, path, 'localhost')).status, `${i}`).not.toBe(429)
      for (const host of HOSTS) {
        const res = await send(method, path, host)
        expect(res.status, `${name} Host: ${host}`).toBe(429)
        expect(res.headers['retry-after'], host).toMatch(/^\d+$/)
      }
    }, 60_000)
  }
})
