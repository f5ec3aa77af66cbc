// Throwaway node:http server for the client tests: 127.0.0.1 on a free port, records requests, counts those in flight.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void | Promise<void>

export interface TestServer {
  /** Base URL ending in `/wp-json`. */
  baseUrl: string
  /** Raw request targets (path + query) in arrival order. */
  urls: string[]
  headers: IncomingMessage['headers'][]
  maxInFlight: () => number
  sockets: () => number
  close: () => Promise<void>
}

export async function startTestServer(handler: Handler): Promise<TestServer> {
  const urls: string[] = []
  const headers: IncomingMessage['headers'][] = []
  const sockets = new Set<Socket>()
  let inFlight = 0
  let maxInFlight = 0
  const server = createServer((req, res) => {
    urls.push(req.url ?? '')
    headers.push(req.headers)
    sockets.add(req.socket)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    res.on('close', () => inFlight--)
    void handler(req, res, urls.length - 1)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('test server has no port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}/wp-json`,
    urls,
    headers,
    maxInFlight: () => maxInFlight,
    sockets: () => sockets.size,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

export function sendJson(res: ServerResponse, body: unknown, headers: Record<string, string> = {}, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}
