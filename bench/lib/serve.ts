// A web-standard function handler behind a bare node:http server, for the benches' load tests (bundled with esbuild
// and run in its own process). Prints {"port": n} once listening.
import { createServer } from 'node:http'

export function serve(handler: (request: Request) => Promise<Response>) {
  const server = createServer((req, res) => {
    handler(new Request(`http://localhost${req.url ?? '/'}`, { method: req.method ?? 'GET' }))
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch(() => {
        res.writeHead(500)
        res.end()
      })
  })
  server.keepAliveTimeout = 30_000
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }))
  })
}
