// Netlify's `_headers` file: a path pattern on its own line, then indented `Name: value` lines. The Node server reads
// the one the build wrote to dist/client, so Netlify and `npm run serve` send the same headers.
import { compilePathPattern, type PathPattern } from '../functions/_runtime/path-pattern.ts'

export type HeaderRule = { path: string; headers: Record<string, string> }
export type CompiledHeaderRule = HeaderRule & { pattern: PathPattern }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = { path: trimmed, headers: {} }
      rules.push(current)
      continue
    }
    const colon = trimmed.indexOf(':')
    if (!current || colon < 1) throw new Error(`_headers line ${i + 1}: expected "Name: value" under a path, got "${trimmed}"`)
    current.headers[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim()
  }
  return rules
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules.map((r) => [r.path, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n\n') + '\n'
}

export const compileHeaderRules = (rules: HeaderRule[]): CompiledHeaderRule[] =>
  rules.map((r) => ({ ...r, pattern: compilePathPattern(r.path) }))

/** The headers (lower-case names) of every rule matching `pathname`, later rules overriding earlier ones per name. */
export function headersFor(rules: CompiledHeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) {
    if (!rule.pattern.match(pathname)) continue
    for (const [name, value] of Object.entries(rule.headers)) out[name.toLowerCase()] = value
  }
  return out
}
