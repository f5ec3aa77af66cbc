// GET /wp-json/ and GET /wp-json/<namespace>: the discovery index WordPress answers, listing namespaces and routes.
import type { Ctx } from '../context.ts'
import { reply, type Reply } from '../http.ts'
import { route, type Route } from '../router.ts'

const namespaceOf = (pattern: string) => pattern.split('/').slice(1, 3).join('/')

/** `/wp/v2/pages/:id` → `/wp/v2/pages/(?P<id>[\d]+)`, as WordPress lists its routes. */
const wpPattern = (pattern: string) =>
  pattern
    .replace(/:id\b/g, '(?P<id>[\\d]+)')
    .replace(/:(\w+)/g, '(?P<$1>[^/]+)')
    .replace(/\*(\w+)/g, '(?P<$1>.+)')

function describe(ctx: Ctx, routes: Route[]) {
  const out: Record<string, { namespace: string; methods: string[]; _links?: { self: string } }> = {}
  for (const r of routes) {
    const key = wpPattern(r.pattern)
    const entry = (out[key] ??= { namespace: namespaceOf(r.pattern), methods: [] })
    entry.methods.push(r.method)
    if (!r.pattern.includes(':') && !r.pattern.includes('*')) entry._links = { self: `${ctx.catalog.api}${r.pattern}` }
  }
  return out
}

export function indexRoutes(routes: () => Route[]): Route[] {
  const rootIndex = (ctx: Ctx): Reply => {
    const all = routes()
    return reply({
      name: 'Hoefslag',
      description: 'Kennisplatform voor paardendierenartsen en paardeneigenaren (bundled local CMS)',
      url: ctx.catalog.origin,
      home: ctx.catalog.siteUrl,
      gmt_offset: 1,
      timezone_string: 'Europe/Amsterdam',
      namespaces: [...new Set(all.map((r) => namespaceOf(r.pattern)))],
      authentication: { jwt: { token: `${ctx.catalog.api}/jwt-auth/v1/token` } },
      routes: describe(ctx, all),
    })
  }
  const namespaceIndex = (ctx: Ctx): Reply | undefined => {
    const namespace = `${ctx.params.ns ?? ''}/${ctx.params.version ?? ''}`
    const own = routes().filter((r) => namespaceOf(r.pattern) === namespace)
    return own.length ? reply({ namespace, routes: describe(ctx, own) }) : undefined
  }
  return [
    route('GET', '/', rootIndex),
    route(
      'GET',
      '/:ns/:version',
      (ctx) => {
        const answer = namespaceIndex(ctx)
        if (answer) return answer
        return reply(
          {
            code: 'rest_no_route',
            message: 'No route was found matching the URL and request method.',
            data: { status: 404 },
          },
          {},
          404,
        )
      },
      '/:ns/:version(v\\d+){/}?',
    ),
  ]
}
