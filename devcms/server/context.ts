// What a route handler receives: the parsed request, the catalog it answers from and the server's shared state.
import type { IncomingMessage } from 'node:http'
import type { Catalog } from '../store/catalog.ts'
import type { AuthConfig, AuthUser } from './auth.ts'
import type { FaultController } from './faults.ts'
import type { Reply } from './http.ts'
import type { Query } from './query.ts'
import type { Stats } from './stats.ts'
import type { Submissions } from './submissions.ts'

export type AppState = {
  faults: FaultController
  stats: Stats
  auth: AuthConfig
  submissions: Submissions
  reload: () => Promise<void>
  /** The catalog requests answer from now. */
  catalog: () => Catalog
  /** After an edit to the store: a fresh catalog (indexes, counts, caches) and, given reasons, the build webhook. */
  changed: (reasons: string[]) => Catalog
}

export type Ctx = {
  req: IncomingMessage
  method: string
  /** The request URL on the CMS's public origin. */
  url: URL
  /** The route path under /wp-json, e.g. `/wp/v2/posts`. */
  path: string
  params: Record<string, string>
  query: Query
  user: AuthUser | null
  body: unknown
  catalog: Catalog
  app: AppState
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>
