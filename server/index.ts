// createSiteServer: the built site (dist/) as production serves it — static files, redirects, headers, the Netlify
// Functions and the /wp-content proxy — on a plain node:http server. Used by `npm run serve`, `npm start` and tests.
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { loadFunctions, type LoadedFunction } from '../functions/_runtime/load.ts'
import { CompressionCache } from './compress.ts'
import { handle, type SiteState } from './handle.ts'
import { compileHeaderRules, parseHeadersFile } from './headers-file.ts'
import { compileRules, RedirectsFileSchema } from './redirect-rules.ts'
import { cmsUploadsBase } from '../env/cms-url.ts'

export type SiteServerOptions = {
  /** The build output: `<distDir>/client` is served, `<distDir>/redirects.json` applied. */
  distDir: string
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
  /** Serves another build from the next request on, in one step (requests under way finish on the old one). */
  swap: (distDir: string) => void
}

function readRedirects(distDir: string) {
  const file = path.join(distDir, 'redirects.json')
  if (!existsSync(file)) return { rules: [], problem: `${file} is missing: no redirects (run "npm run build")` }
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file} is not valid JSON: run "npm run build" again`, { cause: error })
  }
  const parsed = RedirectsFileSchema.safeParse(json)
  if (!parsed.success) throw new Error(`${file} is malformed at ${parsed.error.issues[0]?.path.join('.')}: run "npm run build" again`)
  return { rules: parsed.data.rules }
}

/** What the server serves of one build: its files, redirects and headers. */
function distState(distDir: string, problems: string[]) {
  const clientDir = path.resolve(distDir, 'client')
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error(`No built site in ${clientDir}: run "npm run build" first`)
  const redirects = readRedirects(distDir)
  if (redirects.problem) problems.push(redirects.problem)
  const headersFile = path.join(clientDir, '_headers')
  const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  return { clientDir, redirects: compileRules(redirects.rules), headers: compileHeaderRules(headerRules) }
}

export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''))
  const problems: string[] = []
  const served = distState(options.distDir, problems)
  const loaded = await loadFunctions(path.resolve(options.functionsDir ?? 'functions'))
  problems.push(...loaded.problems)

  let state: SiteState = {
    ...served,
    functions: loaded.functions,
    cmsOrigin: cmsUploadsBase(options.cmsOrigin),
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    rateLimits: options.rateLimits ?? true,
    compression: new CompressionCache(),
    log,
  }
  const server = createServer((req, res) => {
    const answer = async () => (await options.intercept?.(req, res)) || handle(state, req, res)
    answer().catch((error: unknown) => {
      log(`[serve] ${req.method} ${req.url} failed:`, error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end()
    })
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
    swap: (distDir) => {
      state = { ...state, ...distState(distDir, []), compression: new CompressionCache() }
    },
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
