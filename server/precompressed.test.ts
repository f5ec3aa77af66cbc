// The postbuild's precompressed assets (sitebuild/postbuild/precompress.ts) as the server sends them: the stored `.br` or
// `.gz` as it is, with Content-Encoding and Vary: Accept-Encoding; the file itself to a client that takes neither; a
// variant older than its file is not used.
import { readFile, utimes, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressAssets } from '#sitebuild/postbuild/precompress.ts'
import { startFixtureSite, type FixtureSite } from './test-fixtures/site.ts'

let fixture: FixtureSite
let asset: string

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
const rawGet = (p: string, acceptEncoding?: string) =>
  new Promise<Raw>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    const req = request({ host: '127.0.0.1', port: fixture.site.port, path: p, headers }, (res) => {
      const chunks: Buffer[] = []
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject).end()
  })

beforeAll(async () => {
  fixture = await startFixtureSite()
  asset = path.join(fixture.dist, 'client/assets/app.js')
})

afterAll(() => fixture?.close())

describe('precompressed assets', () => {
  it('are written beside each asset once, and kept while fresh', async () => {
    expect(await precompressAssets(path.join(fixture.dist, 'client/assets'))).toBeGreaterThanOrEqual(2)
    const original = await readFile(asset)
    expect(brotliDecompressSync(await readFile(`${asset}.br`))).toEqual(original)
    expect(gunzipSync(await readFile(`${asset}.gz`))).toEqual(original)
    expect(await precompressAssets(path.join(fixture.dist, 'client/assets'))).toBe(0)
  })

  it('are sent as stored, with Content-Encoding and Vary: Accept-Encoding', async () => {
    // Variants with a text of their own: only the stored files can produce it.
    await writeFile(`${asset}.br`, brotliCompressSync('stored brotli'))
    await writeFile(`${asset}.gz`, gzipSync('stored gzip'))
    const br = await rawGet('/assets/app.js', 'gzip, br')
    expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'Accept-Encoding'])
    expect(brotliDecompressSync(br.body).toString()).toBe('stored brotli')
    expect(br.headers['content-length']).toBe(String(br.body.length))
    const gz = await rawGet('/assets/app.js', 'gzip')
    expect([gz.headers['content-encoding'], gz.headers.vary]).toEqual(['gzip', 'Accept-Encoding'])
    expect(gunzipSync(gz.body).toString()).toBe('stored gzip')
    const plain = await rawGet('/assets/app.js')
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'Accept-Encoding'])
    expect(plain.body).toEqual(await readFile(asset))
    expect((await rawGet('/assets/app.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('are not used when older than the file (a rebuilt asset the postbuild has not compressed yet)', async () => {
    const past = new Date(Date.now() - 60_000)
    await utimes(`${asset}.br`, past, past)
    const br = await rawGet('/assets/app.js', 'br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body)).toEqual(await readFile(asset))
  })
})
