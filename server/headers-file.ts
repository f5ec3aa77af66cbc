// Netlify's `_headers` file: the build writes it (formatHeadersFile) into dist/client, and the Node server reads it with
// Netlify's own parser, @netlify/headers-parser, and matches paths with the parser's own `forRegExp` — the code
// @netlify/dev uses — so that Netlify and `npm run serve` send the same headers.
import { existsSync } from 'node:fs'
import { parseAllHeaders } from '@netlify/headers-parser'

export type HeaderRule = { path: string; headers: Record<string, string> }
export type CompiledHeaderRule = { forRegExp: RegExp; values: Record<string, string> }

export function formatHeadersFile(rules: HeaderRule[]): string {
  return (
    rules.map((r) => [r.path, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n\n') +
    '\n'
  )
}

type Parsed = { rules: CompiledHeaderRule[]; problems: string[] }

async function parse(input: {
  headersFiles: string[]
  configHeaders: { for: string; values: Record<string, string> }[]
}): Promise<Parsed> {
  const { headers, errors } = await parseAllHeaders({ ...input, minimal: false })
  const rules = headers.flatMap((h) => ('forRegExp' in h ? [{ forRegExp: h.forRegExp, values: h.values }] : []))
  return { rules, problems: errors.map((e) => e.message) }
}

/** The rules of a `_headers` file (none when it is missing); a malformed line is named in `problems`. */
export async function loadHeaderRules(file: string): Promise<Parsed> {
  if (!existsSync(file)) return { rules: [], problems: [] }
  const parsed = await parse({ headersFiles: [file], configHeaders: [] })
  return { rules: parsed.rules, problems: parsed.problems.map((p) => `${file}: ${p}`) }
}

/** Rules as the build writes them, parsed by the same parser (as Netlify's `[[headers]]` in netlify.toml). */
export async function compileHeaderRules(rules: HeaderRule[]): Promise<CompiledHeaderRule[]> {
  return (await parse({ headersFiles: [], configHeaders: rules.map((r) => ({ for: r.path, values: r.headers })) }))
    .rules
}

/** The headers (lower-case names) of every rule matching `pathname`, later rules overriding earlier ones per name. */
export function headersFor(rules: CompiledHeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) out[name.toLowerCase()] = value
  }
  return out
}
