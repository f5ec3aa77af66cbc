// WordPress stores upload URLs absolute: `/wp-content/…` paths in content files are served on the CMS origin.
import { isRecord } from './files.ts'

const ATTRIBUTE = /(=\s*["'])\/wp-content\//g

export function absolutizeUploads(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('/wp-content/')) return origin + value
    return value.includes('/wp-content/') ? value.replace(ATTRIBUTE, `$1${origin}/wp-content/`) : value
  }
  if (Array.isArray(value)) return value.map((v) => absolutizeUploads(v, origin))
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) out[key] = absolutizeUploads(v, origin)
  return out
}

/** One URL: a `/wp-content/…` path on the CMS origin, anything else unchanged. */
export const absoluteUpload = (url: string, origin: string) => (url.startsWith('/wp-content/') ? origin + url : url)
