// Oversized uploads get their 413: many clients at once, each sending its whole body, must all
// read the status — the server takes in (up to a cap) what it will not use instead of closing on a client that is
// still sending, which resets the connection and loses the answer. Both limits: a function's own (the login's
// 16 KB) and the server's (6 MB, from the declared Content-Length).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../_runtime/node-http.ts'
import net from 'node:net'
import { rawRequest } from '#server/test-fixtures/raw-http.ts'
import { startEditorFixture, type EditorFixture } from './editor-fixture.ts'

let fixture: EditorFixture
beforeAll(async () => {
  fixture = await startEditorFixture({ server: true })
})
afterAll(() => fixture?.close())

/**
 * A client as most are (curl, scripts, many HTTP libraries): it sends the whole body first and reads the answer only
 * then. A server that closes early makes the kernel reset the connection, and the unread answer is lost.
 */
function upload(path: string, size: number, type = 'application/json'): Promise<number> {
  const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`
  return new Promise((resolve) => {
    const socket = net.connect(fixture.site?.port ?? 0, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.pause()
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', () => undefined)
    socket.on('close', () =>
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0)),
    )
    socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(size, 'a')]), () => socket.resume())
    setTimeout(() => socket.destroy(), 30_000)
  })
}

describe('oversized bodies', () => {
  it('every one of 30 concurrent clients over a function limit reads the 413', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => upload('/api/login', 3 * 1024 * 1024 + i)))
    expect(answers.filter((s) => s !== 413)).toEqual([])
  }, 60_000)

  it('every one of 8 concurrent clients over the server limit reads the 413', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload('/api/login', MAX_BODY_BYTES + 512 * 1024)),
    )
    expect(answers.filter((s) => s !== 413)).toEqual([])
  }, 60_000)

  it('keeps answering a client that announces a body and sends part of it', async () => {
    const res = await rawRequest(
      fixture.site?.port ?? 0,
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n{"a":',
      10_000,
    )
    expect(res.timedOut).toBe(false)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})
