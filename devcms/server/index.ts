// createCmsServer: the bundled local CMS as a real HTTP server answering the site's WordPress REST calls.
import { createServer, type ServerResponse } from 'node:http'
import { Catalog } from '../store/catalog.ts'
import { loadStore, type ContentStore } from '../store/store.ts'
import { createBuildHook, type BuildHook, type BuildHookConfig } from '../edit/webhook.ts'
import { startScheduler } from '../edit/schedule.ts'
import { editRoutes } from '../edit/routes.ts'
import { handle } from './app.ts'
import { WpError } from './http.ts'
import { sendReply } from './send.ts'
import type { AppState } from './context.ts'
import { FaultController, NO_FAULTS, parseFaultSpec, type FaultConfig } from './faults.ts'
import { checkJwtSecret, DEFAULT_JWT_SECRET, DEFAULT_TOKEN_TTL_SECONDS } from './auth.ts'
import { adminRoutes } from './routes/admin.ts'
import { authRoutes } from './routes/auth.ts'
import { cardRoutes } from './routes/cards.ts'
import { collectionRoutes } from './routes/collections.ts'
import { formRoutes } from './routes/forms.ts'
import { indexRoutes } from './routes/index-route.ts'
import { lookupRoutes } from './routes/lookup.ts'
import { menuRoutes } from './routes/menus.ts'
import { partnerRoutes } from './routes/partners.ts'
import { singletonRoutes } from './routes/singletons.ts'
import type { Route } from './router.ts'
import { Stats } from './stats.ts'
import { Submissions } from './submissions.ts'

export type { FaultConfig } from './faults.ts'

export type CmsServerOptions = {
  contentDir: string
  mediaDir: string
  /** Default 8081; 0 picks a free port. */
  port?: number
  host?: string
  /** Host name used in the default origin when it differs from the listening address (e.g. `localhost` for 127.0.0.1). */
  originHost?: string
  /** Origin used in links and image URLs (`CMS_PUBLIC_URL`); default `http://<host>:<port>`. */
  publicUrl?: string
  /** The public site, for canonical URLs (`SITE_URL`); default http://localhost:8888. */
  siteUrl?: string
  /** A config object or a spec string like `latency=20,error_rate=0.1`. */
  faults?: FaultConfig | string
  devUser?: string
  devPassword?: string
  jwtSecret?: string
  tokenTtlSeconds?: number
  /** Gzip JSON answers for clients that accept it (default true). */
  gzip?: boolean
  /** Append accepted form submissions to this JSON-lines file. */
  submissionsFile?: string
  /** The site's build webhook, called after each change to published content (CMS_BUILD_HOOK_URL / _SECRET). */
  buildHook?: BuildHookConfig
  /** How often due `future` posts are published (devcms/edit/schedule.ts); default 5000 ms, 0 = never. */
  scheduleIntervalMs?: number
}

export type CmsServer = {
  /** The REST root, `<origin>/wp-json`. */
  url: string
  origin: string
  port: number
  close: () => Promise<void>
  setFaults: (faults: FaultConfig | string) => void
  reload: () => Promise<void>
  store: () => ContentStore
  stats: Stats
  submissions: Submissions
  /** The build webhook's outgoing calls (`settled()` waits for those in flight). */
  buildHook: BuildHook
}

const toConfig = (f: FaultConfig | string | undefined): FaultConfig =>
  typeof f === 'string' ? parseFaultSpec(f) : (f ?? NO_FAULTS)

export async function createCmsServer(options: CmsServerOptions): Promise<CmsServer> {
  const host = options.host ?? '127.0.0.1'
  checkJwtSecret(options.jwtSecret ?? DEFAULT_JWT_SECRET, process.env.CONTEXT)
  const siteUrl = (options.siteUrl ?? 'http://localhost:8888').replace(/\/+$/, '')
  let store = await loadStore(options.contentDir, options.mediaDir)
  let catalog: Catalog | undefined
  const stalled = new Set<ServerResponse>()
  const buildHook = createBuildHook(options.buildHook)
  const currentCatalog = (): Catalog => {
    if (!catalog) throw new Error('the CMS is not listening yet')
    return catalog
  }
  const app: AppState = {
    faults: new FaultController(toConfig(options.faults)),
    stats: new Stats(),
    auth: {
      user: options.devUser ?? 'redactie',
      password: options.devPassword ?? 'hoefslag-dev',
      secret: options.jwtSecret ?? DEFAULT_JWT_SECRET,
      ttlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      revoked: new Map(),
      issuer: 'hoefslag-devcms',
      userId: () =>
        Number([...store.users.values()].find((u) => u.data.slug === (options.devUser ?? 'redactie'))?.data.id ?? 1),
    },
    submissions: new Submissions(options.submissionsFile),
    reload: async () => {
      store = await loadStore(options.contentDir, options.mediaDir)
      catalog = new Catalog(store, origin, siteUrl)
    },
    catalog: currentCatalog,
    changed: (reasons) => {
      catalog = new Catalog(store, origin, siteUrl)
      buildHook.send(reasons)
      return catalog
    },
  }
  const apiRoutes: Route[] = [
    ...collectionRoutes(),
    ...singletonRoutes(),
    ...menuRoutes(),
    ...lookupRoutes(),
    ...cardRoutes(),
    ...partnerRoutes(),
    ...formRoutes(),
    ...authRoutes(),
    ...editRoutes(),
  ]
  apiRoutes.push(...indexRoutes(() => apiRoutes))
  const deps = {
    app,
    apiRoutes,
    adminRoutes: adminRoutes(),
    mediaDir: options.mediaDir,
    gzip: options.gzip ?? true,
    stalled,
    catalog: currentCatalog,
  }
  const server = createServer((req, res) => {
    handle(deps, req, res).catch((error: unknown) => {
      console.error('[devcms] request failed', error)
      if (res.headersSent) return void res.end()
      const message = error instanceof Error ? error.message : String(error)
      sendReply(req, res, new WpError(500, 'internal_server_error', message).toReply(), false).catch(() =>
        res.destroy(),
      )
    })
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8081, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const originHost = options.originHost ?? host
  const origin = (
    options.publicUrl ?? `http://${originHost.includes(':') ? `[${originHost}]` : originHost}:${port}`
  ).replace(/\/+$/, '')
  catalog = new Catalog(store, origin, siteUrl)
  const interval = options.scheduleIntervalMs ?? 5000
  const scheduler =
    interval > 0
      ? startScheduler(
          () => store,
          (reasons) => app.changed(reasons),
          interval,
        )
      : undefined
  return {
    url: `${origin}/wp-json`,
    origin,
    port,
    stats: app.stats,
    submissions: app.submissions,
    buildHook,
    store: () => store,
    setFaults: (faults) => {
      app.faults.set(toConfig(faults))
      app.faults.reset()
    },
    reload: app.reload,
    close: () => {
      scheduler?.stop()
      for (const res of stalled) res.destroy()
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
