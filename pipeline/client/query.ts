// Builds CMS request URLs: joins the wp-json base URL with a route and encodes a WordPress-style query string.

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined
export type Query = Readonly<Record<string, QueryValue>>

/** `buildUrl('http://h/wp-json/', '/wp/v2/posts', { per_page: 10 })` → `http://h/wp-json/wp/v2/posts?per_page=10`. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const base = baseUrl.replace(/\/+$/, '')
  const route = path.startsWith('/') ? path : `/${path}`
  const search = encodeQuery(query)
  if (search === '') return base + route
  return `${base}${route}${route.includes('?') ? '&' : '?'}${search}`
}

/** Arrays become `key[]=a&key[]=b` (what WordPress/PHP expects); `undefined` values are left out. */
export function encodeQuery(query: Query): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const name = encodeURIComponent(key)
    if (typeof value === 'object') {
      for (const item of value) parts.push(`${name}[]=${encodeURIComponent(String(item))}`)
    } else {
      parts.push(`${name}=${encodeURIComponent(String(value))}`)
    }
  }
  return parts.join('&')
}
