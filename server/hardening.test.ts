// One test per finding of the hostile-requests probe (decision 014): each failed before the fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '#functions/_runtime/node-http.ts'
import { rawRequest } from './test-fixtures/raw-http.ts'
import { startFixtureSite, type FixtureSite } from './test-fixtures/site.ts'

let fixture: FixtureSite
let trusting: FixtureSite
const EXTRA = ['/oud-blog/*  /:splat  301', '/blog/:slug  /:slug/  301']

beforeAll(async () => {
  fixture = await startFixtureSite({ extraRedirects: EXTRA })
  trusting = await startFixtureSite({ trustProxy: true })
})
afterAll(async () => {
  await fixture?.close()
  await trusting?.close()
})

const send = (lines: string[], body = '', site = fixture) =>
  rawRequest(site.site.port, `${lines.join('\r\n')}\r\n\r\n${body}`)
const get = (path: string, headers: string[] = [], site = fixture) =>
  send([`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers], '', site)

describe('malformed Host, X-Forwarded-Proto and TRACE', () => {
  it('answers a malformed Host with 400 on functions and pages, never a 500', async () => {
    for (const host of ['x:99999', '', 'a b', 'exa mple.nl:80', '[::1', 'host:port']) {
      for (const path of ['/api/url', '/api/hello', '/']) {
        const res = await send([`GET ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close'])
        expect(res.status, `${host} ${path}`).toBe(400)
      }
    }
  })

  it('ignores X-Forwarded-Proto from the client unless TRUST_PROXY is set, and refuses a malformed one when trusted', async () => {
    const untrusted = await get('/api/url', ['X-Forwarded-Proto: https', 'X-Forwarded-For: 6.6.6.6'])
    expect(JSON.parse(untrusted.body)).toEqual({ url: 'http://localhost/api/url', ip: '127.0.0.1' })
    expect((await get('/api/url', ['X-Forwarded-Proto: ://'])).status).toBe(200)
    const trusted = await get('/api/url', ['X-Forwarded-Proto: https', 'X-Forwarded-For: 6.6.6.6, 10.0.0.7'], trusting)
    expect(JSON.parse(trusted.body)).toEqual({ url: 'https://localhost/api/url', ip: '10.0.0.7' })
    expect((await get('/api/url', ['X-Forwarded-Proto: ://'], trusting)).status).toBe(400)
  })

  it('answers TRACE and CONNECT with 405 (fetch cannot even build such a Request), other odd methods without a 5xx', async () => {
    for (const method of ['TRACE', 'CONNECT']) {
      const res = await send([`${method} /api/url HTTP/1.1`, 'Host: localhost', 'Connection: close'])
      expect(res.status, method).toBe(405)
    }
    for (const method of ['TRACK', 'PROPFIND', 'BREW']) {
      const res = await send([`${method} /api/url HTTP/1.1`, 'Host: localhost', 'Connection: close'])
      expect(res.status, method).toBeGreaterThan(0)
      expect(res.status, method).toBeLessThan(500)
    }
  })
})

describe('request bodies', () => {
  it('refuses a body by its declared Content-Length before reading it', async () => {
    const res = await send(
      ['POST /api/hello HTTP/1.1', 'Host: localhost', `Content-Length: ${MAX_BODY_BYTES + 1}`],
      'x',
    )
    expect(res.status).toBe(413)
    expect(res.timedOut).toBe(false)
  })

  it('lets a function answer without waiting for a body it does not read', async () => {
    // Old behaviour: the server read (and copied) the whole declared body first, so this never got an answer.
    const res = await send(
      ['POST /api/url HTTP/1.1', 'Host: localhost', 'Content-Length: 5000000', 'Connection: close'],
      'abc',
    )
    expect(res.status).toBe(200)
    expect(res.timedOut).toBe(false)
  })

  it('keeps a keep-alive connection usable after a function left its body unread', async () => {
    const first = ['POST /api/url HTTP/1.1', 'Host: localhost', 'Content-Length: 5', '', 'hallo'].join('\r\n')
    const second = ['GET /api/url HTTP/1.1', 'Host: localhost', 'Connection: close', '', ''].join('\r\n')
    const res = await rawRequest(fixture.site.port, first + second)
    expect(res.timedOut).toBe(false)
    expect(res.raw.match(/HTTP\/1\.1 200/g)).toHaveLength(2)
  })

  it('caps a chunked body while streaming it: 413 once past the limit', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    const chunks = Array.from({ length: 7 }, () => `${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`).join('')
    const res = await send(
      ['POST /api/hello HTTP/1.1', 'Host: localhost', 'Transfer-Encoding: chunked', 'Connection: close'],
      `${chunks}0\r\n\r\n`,
    )
    expect(res.status).toBe(413)
  })
})

describe('redirect targets stay on the site', () => {
  it('never turns a splat or placeholder into a protocol-relative Location', async () => {
    for (const path of [
      '/oud-blog//evil.example',
      '/oud-blog/%2F%2Fevil.example',
      '/oud-blog/%2F%5Cevil.example',
      '/oud-blog/%09/evil.example',
    ]) {
      const res = await get(path)
      if (res.status >= 300 && res.status < 400) {
        expect(res.headers.location, path).toMatch(/^\/[^/\\]/)
        expect(new URL(res.headers.location ?? '', 'http://localhost').host, path).toBe('localhost')
      } else expect(res.status, path).toBeLessThan(500)
    }
    expect((await get('/oud-blog//evil.example')).headers.location).toBe('/evil.example')
    expect((await get('/blog/paard')).headers.location).toBe('/paard/')
  })
})

describe('static files as a static server', () => {
  it('answers Range with 206 and Content-Range, an unsatisfiable one with 416', async () => {
    const part = await get('/assets/app.js', ['Range: bytes=0-10'])
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toMatch(/^bytes 0-10\/\d+$/)
    expect(part.body).toBe('console.log')
    const tail = await get('/assets/app.js', ['Range: bytes=-3'])
    expect([tail.status, tail.body]).toEqual([206, '")\n'])
    const beyond = await get('/assets/app.js', ['Range: bytes=999999-'])
    expect(beyond.status).toBe(416)
    expect(beyond.headers['content-range']).toMatch(/^bytes \*\/\d+$/)
  })

  it('answers If-Modified-Since with 304 when the file is not newer', async () => {
    const first = await get('/kennisbank/')
    const lastModified = first.headers['last-modified'] ?? ''
    expect((await get('/kennisbank/', [`If-Modified-Since: ${lastModified}`])).status).toBe(304)
    expect((await get('/kennisbank/', ['If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT'])).status).toBe(200)
    expect((await get('/kennisbank/', ['If-Modified-Since: gisteren'])).status).toBe(200)
  })
})

describe('function responses', () => {
  it('carry X-Content-Type-Options: nosniff', async () => {
    for (const path of ['/api/url', '/api/hello', '/.netlify/functions/plain']) {
      expect((await get(path)).headers['x-content-type-options'], path).toBe('nosniff')
    }
  })
})
