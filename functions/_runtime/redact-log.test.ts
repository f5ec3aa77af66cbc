// A crash while serving a shareable preview link logs the request, never its token, which would let anyone who reads the log open the draft: the runtime's own log
// line and the error it logs (whose message may quote the URL) both have the token redacted. The logger is the real
// one (console.error), watched, not silenced.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { invokeFunction } from './invoke.ts'
import type { LoadedFunction } from './load.ts'
import { loggableUrl, REDACTED } from './redact-log.ts'
import type * as ShareLink from '../_lib/share-link.ts'
import { loadedForTest } from './loaded-for-test.ts'

const TOKEN = `1042.${Math.floor(Date.now() / 1000) + 3600}.${'k'.repeat(22)}.${'s'.repeat(43)}`

// The CMS call fails in a way nobody foresaw, with the link's URL in the message (as some HTTP clients put it).
vi.mock('../_lib/share-link.ts', async (original) => ({
  ...(await original<typeof ShareLink>()),
  loadSharedItem: () => {
    throw new Error(`onverwacht antwoord voor http://localhost:8888/api/voorbeeld/${TOKEN}`)
  },
}))

const { default: previewLink } = await import('../preview-link.ts')

const fn = loadedForTest('preview-link', previewLink)

/** Everything the real logger wrote, as one text (messages, and errors with their stacks). */
function watchLog() {
  const spy = vi.spyOn(console, 'error')
  return () =>
    spy.mock.calls
      .flat()
      .map((part) => (part instanceof Error ? `${part.message}\n${part.stack ?? ''}` : String(part)))
      .join('\n')
}

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.CMS_API_URL
  resetRuntimeEnv()
})

describe('the log of a crashing share-link request', () => {
  it('names the request with the token redacted, in the line and in the error', async () => {
    process.env.CMS_API_URL = 'http://127.0.0.1:9/wp-json'
    resetRuntimeEnv()
    const logged = watchLog()
    const res = await invokeFunction(
      { fn, params: { 0: TOKEN } },
      new Request(`http://localhost:8888/api/voorbeeld/${TOKEN}`),
      { ip: '127.0.0.1' },
    )
    expect(res.status).toBe(500)
    expect(logged()).toContain(`preview-link failed (GET http://localhost:8888/api/voorbeeld/${REDACTED}`)
    expect(logged()).toContain('onverwacht antwoord')
    expect(logged()).not.toContain(TOKEN.split('.')[2])
    expect(logged()).not.toContain(TOKEN.split('.')[3])
  })

  it('redacts it on a timeout too', async () => {
    const logged = watchLog()
    const hanging: LoadedFunction = { ...fn, handler: () => new Promise<Response>(() => undefined) }
    const res = await invokeFunction(
      { fn: hanging, params: { 0: TOKEN } },
      new Request(`http://localhost:8888/api/voorbeeld/${TOKEN}?x=1`),
      { ip: '127.0.0.1', timeoutMs: 20 },
    )
    expect(res.status).toBe(504)
    expect(logged()).toContain(`/api/voorbeeld/${REDACTED}?x=1`)
    expect(logged()).not.toContain(TOKEN)
  })
})

describe('loggableUrl', () => {
  it('redacts the token in a path or a URL, percent-encoded or not, and leaves other paths alone', () => {
    expect(loggableUrl(`/api/voorbeeld/${TOKEN}`)).toBe(`/api/voorbeeld/${REDACTED}`)
    expect(loggableUrl(`/api/%76oorbeeld/${TOKEN}/`)).toBe(`/api/voorbeeld/${REDACTED}`)
    expect(loggableUrl(`/API/Voorbeeld/${TOKEN}#x`)).toBe(`/API/Voorbeeld/${REDACTED}#x`)
    expect(loggableUrl('/kennisbank/koliek/?p=12')).toBe('/kennisbank/koliek/?p=12')
  })
})
