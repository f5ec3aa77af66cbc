// Response headers of the CMS: flattened to plain strings, with WordPress's X-WP-Total / X-WP-TotalPages read as numbers.

export interface CmsResponseHeaders {
  /** `X-WP-Total`. */
  total?: number
  /** `X-WP-TotalPages`. */
  totalPages?: number
  /** Every header, lower-cased names, repeated values joined with `, `. */
  raw: Record<string, string>
}

export function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const raw: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) raw[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return raw
}

export function readHeaders(raw: Record<string, string>): CmsResponseHeaders {
  return { total: toCount(raw['x-wp-total']), totalPages: toCount(raw['x-wp-totalpages']), raw }
}

function toCount(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined
  return Number(value)
}
