// Path patterns are URLPattern pathnames, as Netlify's `config.path` is (https://docs.netlify.com/functions/get-started/
// "Path"): `:name` (one segment), `:name?`, `*` (anything, also empty; param "0"), `:name(regex)`, `{…}?` groups. The
// functions' routes (route.ts) and the local CMS's route table (devcms/server/router.ts) both match with it. Node 20
// has no URLPattern of its own, so this is `urlpattern-polyfill`'s (the implementation the standard's tests run on).
import { URLPattern } from 'urlpattern-polyfill'

export type PathPattern = { source: string; match: (pathname: string) => Record<string, string> | undefined }

const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** A pathname pattern; params come back %-decoded (a malformed escape as sent), an unmatched optional one left out. */
export function compilePathPattern(source: string): PathPattern {
  if (!source.startsWith('/')) throw new Error(`config.path "${source}" must start with "/"`)
  const pattern = new URLPattern({ pathname: source })
  // URLPattern's exec parses the pathname as a URL first (≈ 16 µs with the polyfill): only a pathname that starts with
  // the pattern's literal beginning can match, and most requests (pages, assets) are turned away by that alone. The
  // "/" before a group is the group's own (optional in `/:id?`), so it is not part of that beginning.
  const head = /^[\w/.~-]*/.exec(source)?.[0] ?? ''
  const literal = head.length < source.length && head.endsWith('/') ? head.slice(0, -1) : head
  return {
    source,
    match: (pathname) => {
      if (!pathname.startsWith(literal)) return undefined
      const groups = pattern.exec({ pathname })?.pathname.groups
      if (!groups) return undefined
      const params: Record<string, string> = {}
      for (const [name, value] of Object.entries(groups)) if (value !== undefined) params[name] = decode(value)
      return params
    },
  }
}
