// A build hook on loopback that records what WordPress sends it.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type HookCall = { secret: string; body: string; url: string }

export async function hookReceiver(): Promise<{ url: string; calls: HookCall[]; close: () => Promise<void> }> {
  const calls: HookCall[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      calls.push({ secret: String(req.headers['x-hoefslag-secret'] ?? ''), body, url: req.url ?? '' })
      res.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/build-hook`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
