// How a function finds the site handle it answers from (lib/site-handle.ts, decision 064). Locally (server/, `npm
// start`'s publisher, the browser tests) the runtime hands every request the handle of the build it serves as
// `context.siteHandle` — a publish swaps that handle, so a request never mixes two builds. On Netlify each function
// instance serves one deploy and its context has no handle: the instance opens one, lazily, from the deployed files
// (DIST_DIR, SNAPSHOT_DIR, SEARCH_DATA_DIR), the first time a request needs it, so the cold start does not grow.
import { runtimeEnv, type RuntimeEnv } from '#lib/env/runtime.server.ts'
import { openSite, siteDirs, type SiteDirs, type SiteHandle } from '#lib/site-handle.ts'

/** What a function's context may carry of the site: the runtime's handle (absent on Netlify). */
export type SiteContext = { siteHandle?: SiteHandle | undefined }

/** The directories the request-time environment names (the deployed files on Netlify). */
export function envSiteDirs(env: { DIST_DIR: string; SNAPSHOT_DIR: string; SEARCH_DATA_DIR?: string | undefined }) {
  return siteDirs({ distDir: env.DIST_DIR, snapshotDir: env.SNAPSHOT_DIR, searchDataDir: env.SEARCH_DATA_DIR })
}

const same = (a: SiteDirs, b: SiteDirs) =>
  a.distDir === b.distDir && a.snapshotDir === b.snapshotDir && a.searchDataDir === b.searchDataDir

// The instance's handle: on Netlify the one deploy this instance serves. Opened again only when the environment names
// other folders (a test that points the environment elsewhere and parses it again), never by a publish.
let instance: { env: RuntimeEnv; site: SiteHandle } | undefined

/** This instance's handle, opened on first use from the request-time environment (throws an EnvError if it is bad). */
export function instanceSite(): SiteHandle {
  const env = runtimeEnv()
  if (instance?.env === env) return instance.site
  const dirs = envSiteDirs(env)
  const site = instance && same(instance.site.dirs, dirs) ? instance.site : openSite(dirs, 'instance')
  instance = { env, site }
  return site
}

/** The handle this request answers from: the runtime's, or the instance's. Take it once, at the start of a request. */
export const siteOf = (context?: SiteContext): SiteHandle => context?.siteHandle ?? instanceSite()
