// https://vike.dev/data — server only: the login page shell (spec §2 /login/).
import type { PageContextServer } from 'vike/types'
import { syntheticMeta } from '#content/meta.ts'
import { routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('login', pageContext)
  return { meta: syntheticMeta(found.s, 'login', found.path, { title: 'Inloggen', robots: 'noindex, nofollow' }) }
}

export type Data = Awaited<ReturnType<typeof data>>
