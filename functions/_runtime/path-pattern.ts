// The part of URLPattern's pathname syntax that Netlify's `config.path` uses, for Node 20 (which has no URLPattern):
// literal segments, `:name` (one segment), `:name?` (an optional segment) and `*` (anything, also empty; param "0").

export type PathPattern = { source: string; match: (pathname: string) => Record<string, string> | undefined }

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

const decode = (s: string) => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

export function compilePathPattern(source: string): PathPattern {
  if (!source.startsWith('/')) throw new Error(`config.path "${source}" must start with "/"`)
  const names: string[] = []
  let wildcards = 0
  // Tokens: "/:name?" (optional segment), ":name", "*", or one literal character.
  const regex = source.replace(/\/:(\w+)\?|:(\w+)|\*|[^:*]/g, (token, optional?: string, name?: string) => {
    if (optional) {
      names.push(optional)
      return '(?:/([^/]+))?'
    }
    if (name) {
      names.push(name)
      return '([^/]+)'
    }
    if (token === '*') {
      names.push(String(wildcards++))
      return '(.*)'
    }
    return escapeRegExp(token)
  })
  const re = new RegExp(`^${regex}$`)
  return {
    source,
    match: (pathname) => {
      const m = re.exec(pathname)
      if (!m) return undefined
      const params: Record<string, string> = {}
      names.forEach((name, i) => {
        const value = m[i + 1]
        if (value !== undefined) params[name] = decode(value)
      })
      return params
    },
  }
}
