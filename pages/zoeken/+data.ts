// https://vike.dev/data — server only: the search page shell (spec §2 /zoeken/); the results load in the browser (+Page.tsx).
import type { PageContextServer } from 'vike/types'
import { syntheticMeta } from '#content/meta.ts'
import { routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('zoeken', pageContext)
  return { meta: syntheticMeta(found.s, 'zoeken', found.path, { title: 'Zoeken', robots: 'noindex, follow' }) }
}

export type Data = Awaited<ReturnType<typeof data>>
