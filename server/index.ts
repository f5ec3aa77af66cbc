// createSiteServer: the built site (dist/) as production serves it — static files, redirects, headers, the Netlify
// Functions and the /wp-content proxy — on a plain node:http server. Used by `npm run serve`, `npm start` and tests.
import { existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import { loadFunctions, type LoadedFunction } from '#functions/_runtime/load.ts'
import { loggableError, loggableUrl } from '#functions/_runtime/redact-log.ts'
import { CompressionCache } from './compress.ts'
import { handle, type SiteState } from './handle.ts'
import { loadHeaderRules } from './headers-file.ts'
import { loadRedirects } from './redirects.ts'
import { cmsUploadsBase } from '#lib/env/cms-url.ts'
import { openSite, siteDirs, type SiteDirs } from '#lib/site-handle.ts'
import { runtimeEnv } from '#lib/env/runtime.server.ts'

export type SiteServerOptions = {
  /** The build output: `<distDir>/client` is served with its `_redirects` and `_headers`, as Netlify serves it. */
  distDir: string
  /** The snapshot the build was made from, for the functions (default SNAPSHOT_DIR). */
  snapshotDir?: string
  /** The functions' search and finder data (default SEARCH_DATA_DIR, else `<distDir>/functions-data`). */
  searchDataDir?: string
  /** The Netlify Functions folder (default `functions`). */
  functionsDir?: string
  /** Where /wp-content/* is proxied to: the CMS origin or REST root (http://localhost:8081, https://cms.example.nl/blog/wp-json). */
  cmsOrigin: string
  siteUrl?: string
  /** Default 8888; 0 picks a free port. */
  port?: number
  host?: string
  /** Apply the functions' `config.rateLimit` (default true; RATE_LIMITS=0 turns them off). */
  rateLimits?: boolean
  /** Trust X-Forwarded-Proto and X-Forwarded-For (default false; TRUST_PROXY=1 behind a proxy that sets them). */
  trustProxy?: boolean
  log?: (message: string, error?: unknown) => void
  /** Tried first for every request (`npm start`'s build hook, server/build-hook.ts); true = it answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>
}

export type SiteServer = {
  url: string
  port: number
  functions: LoadedFunction[]
  problems: string[]
  close: () => Promise<void>
  /**
   * Serves another build from the next request on, in one step: its files, redirects and headers, and a new site
   * handle (lib/site-handle.ts) for the functions. Requests under way finish on the old build and the old handle.
   */
  swap: (dirs: SiteDirs) => Promise<void>
}

/** What the server serves of one build: its files, and the `_redirects` and `_headers` Netlify would read. */
async function distState(distDir: string, problems: string[]) {
  const clientDir = path.resolve(distDir, 'client')
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error(`No built site in ${clientDir}: run "npm run build" first`)
  const redirects = await loadRedirects(path.join(clientDir, '_redirects'))
  const headers = await loadHeaderRules(path.join(clientDir, '_headers'))
  problems.push(...redirects.problems, ...headers.problems)
  return { clientDir, redirects: redirects.redirects, headers: headers.rules }
}

export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''))
  const problems: string[] = []
  const served = await distState(options.distDir, problems)
  const site = openSite(
    siteDirs({
      distDir: options.distDir,
      snapshotDir: options.snapshotDir ?? runtimeEnv().SNAPSHOT_DIR,
      searchDataDir: options.searchDataDir ?? runtimeEnv().SEARCH_DATA_DIR,
    }),
  )
  const loaded = await loadFunctions(path.resolve(options.functionsDir ?? 'functions'))
  problems.push(...loaded.problems)

  // One value for everything a request reads of the build: a request takes it when it arrives and keeps it.
  let state: SiteState = {
    site,
    ...served,
    functions: loaded.functions,
    cmsOrigin: cmsUploadsBase(options.cmsOrigin),
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    rateLimits: options.rateLimits ?? true,
    trustProxy: options.trustProxy ?? false,
    compression: new CompressionCache(),
    log,
  }
  const server = createServer((req, res) => {
    const answer = async () => (await options.intercept?.(req, res)) || handle(state, req, res)
    answer().catch((error: unknown) => {
      // The client went away while the answer was being sent (a closed tab, a timeout): nobody to answer, nothing broke.
      if (res.destroyed || req.socket.destroyed) return
      // Never a shareable preview link's token in the log (functions/_runtime/redact-log.ts).
      log(`[serve] ${req.method} ${loggableUrl(req.url ?? '')} failed:`, loggableError(error))
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end()
    })
  })
  // CONNECT (a proxy tunnel) never reaches the request handler: refused here, so it gets an answer too.
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    )
  })
  server.keepAliveTimeout = 10_000
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8888, host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return {
    url: `http://${shownHost}:${port}`,
    port,
    functions: loaded.functions,
    problems,
    swap: async (dirs) => {
      // Everything of the new build is read first (its data by the handle, on first use); the switch itself is one
      // assignment, so no request sees the new files with the old data or the other way round.
      const next = await distState(dirs.distDir, [])
      state = { ...state, ...next, site: openSite(siteDirs(dirs)), compression: new CompressionCache() }
    },
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
