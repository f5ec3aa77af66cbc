// Redirect rules as the build composes them before writing dist/client/_redirects (sitebuild/postbuild/redirects.ts).
// Netlify and the Node server both read that file (server/redirects.ts: Netlify's own parser and matching engine).
import { z } from 'zod'

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const
/** 200: a rewrite (the URL stays; here only to a function's path, for the editors' pages: docs/decisions/010). */
const RULE_STATUSES = [200, ...REDIRECT_STATUSES] as const

export const RedirectRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
  status: z.union(RULE_STATUSES.map((s) => z.literal(s))),
  /** Netlify's `!`: applies even when a file exists at `from` (default: files win). */
  force: z.boolean().default(false),
  /** Query conditions: `{ id: ':id' }` captures, `{ lang: 'nl' }` must equal. */
  query: z.record(z.string(), z.string()).default({}),
  /** Netlify's `Cookie=name,other`: the rule applies only when the request carries one of these cookies. */
  conditions: z
    .object({
      Cookie: z
        .array(z.string().regex(/^[\w.-]+$/))
        .min(1)
        .optional(),
    })
    .optional(),
})
export type RedirectRule = z.infer<typeof RedirectRuleSchema>
