// readTextCapped: a body over the function's own limit is refused without being read in full. json/noStoreJson: the
// one JSON answer of the functions, never cached.
import { describe, expect, it } from 'vitest'
import { json, noStoreJson, readTextCapped } from './http.ts'

const streamed = (chunks: number, size: number) => {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled++
      controller.enqueue(new Uint8Array(size).fill(97))
    },
  })
  return {
    request: new Request('http://localhost/api/forms/1', { method: 'POST', body, duplex: 'half' } as RequestInit),
    pulled: () => pulled,
  }
}

describe('readTextCapped', () => {
  it('reads a body within the limit', async () => {
    expect(await readTextCapped(new Request('http://localhost/', { method: 'POST', body: 'hallo' }), 64)).toBe('hallo')
  })

  it('refuses by the declared Content-Length without reading', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '100000' },
    })
    expect(await readTextCapped(request, 1024)).toBeUndefined()
    expect(request.bodyUsed).toBe(false)
  })

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const { request, pulled } = streamed(1000, 16 * 1024)
    expect(await readTextCapped(request, 64 * 1024)).toBeUndefined()
    expect(pulled()).toBeLessThan(10)
  })
})

describe('JSON answers', () => {
  it('are never cached: no-store, private for a session, with the headers a function adds', async () => {
    const res = json(405, { error: 'use GET' }, { Allow: 'GET, HEAD' })
    expect(res.status).toBe(405)
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      allow: 'GET, HEAD',
    })
    expect(await res.json()).toEqual({ error: 'use GET' })
    expect(noStoreJson(200, {}).headers.get('cache-control')).toBe('private, no-store')
  })
})
