// Request bodies: JSON, form-encoded (`a[]=1` lists) or plain text, size-limited.
import type { IncomingMessage } from 'node:http'
import { WpError } from './http.ts'

const LIMIT = 1_000_000

function formToObject(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2)
      const list = out[name]
      out[name] = Array.isArray(list) ? [...list, value] : [value]
    } else out[key] = value
  }
  return out
}

export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buf.length
    if (size > LIMIT) throw new WpError(413, 'rest_request_too_large', 'The request body is too large.')
    chunks.push(buf)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  const type = (req.headers['content-type'] ?? '').toLowerCase()
  if (type.includes('application/x-www-form-urlencoded')) return formToObject(text)
  if (type.includes('text/plain')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.')
  }
}
