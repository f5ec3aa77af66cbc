// Sends bytes to a server exactly as given (a malformed request line or header really goes out) and reads the answer
// until the server closes the connection or `timeoutMs` passes.
import net from 'node:net'

export type RawAnswer = {
  status: number
  headers: Record<string, string>
  body: string
  raw: string
  timedOut: boolean
}

export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      socket.destroy()
    }, timeoutMs)
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      const raw = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = raw.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      const body = rest.join('\r\n\r\n')
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body,
        raw,
        timedOut,
      })
    })
    socket.write(bytes)
  })
}

function dechunk(body: string): string {
  let out = ''
  let rest = body
  for (;;) {
    const eol = rest.indexOf('\r\n')
    const size = parseInt(rest.slice(0, eol), 16)
    if (eol < 0 || !Number.isFinite(size) || size === 0) return out
    out += rest.slice(eol + 2, eol + 2 + size)
    rest = rest.slice(eol + 2 + size + 2)
  }
}
