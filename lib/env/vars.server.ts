// Every environment variable of the project's own code, defined once: its validation, its default and what it means.
// Each process reads the ones it needs as a pick of these (lib/env/schemas.server.ts), parsed once with parseEnv: an
// empty value counts as unset, a bad value stops the command (or answers a clear 500 in a function) naming the
// variable. To add a variable: a field here, its name in the schemas of the processes that read it, a row in
// docs/configuration.md. (`.server.ts`: it holds secrets' defaults; nothing that ships to the browser imports it.)
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { localCmsApiUrl, unsetIfEmpty } from './parse.ts'

const int = (def: number, min: number, max: number) =>
  unsetIfEmpty(z.coerce.number().int().min(min).max(max).default(def))
const optionalInt = (min: number, max: number) => unsetIfEmpty(z.coerce.number().int().min(min).max(max).optional())
const port = (def: number) => int(def, 0, 65535)
const text = (def: string) => unsetIfEmpty(z.string().default(def))
const optionalText = () => unsetIfEmpty(z.string().optional())
/** `0` or `1`, kept as the string. */
const switch01 = (def: '0' | '1') => unsetIfEmpty(z.enum(['0', '1']).default(def))
/** `1`/`true` or `0`/`false`, as a boolean. */
const bool = (def: '0' | '1') =>
  unsetIfEmpty(
    z
      .enum(['0', '1', 'true', 'false'])
      .default(def)
      .transform((v) => v === '1' || v === 'true'),
  )
/** An http(s) URL without its trailing slashes. */
const baseUrl = () =>
  unsetIfEmpty(
    z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
  )
const urlTemplate = (example: string) =>
  unsetIfEmpty(
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+\/\S*$/, `must be an http(s) URL like ${example}`)
      .optional(),
  )
/** A path in the bundled local CMS's folder (devcms/), absolute; computed only when the local CMS reads it. */
const devcmsPath = (name: string) => () => fileURLToPath(new URL(`../../devcms/${name}`, import.meta.url))

/** Where the build and the local CMS put the site when SITE_URL is unset (`npm start` sets it from PORT). */
export const LOCAL_SITE_URL = 'http://localhost:8888'

export const ENV_VARS = {
  // ── The CMS and the site: read by the build, the functions, the server and the local CMS alike ──────────────────
  /** The local CMS's port; CMS_API_URL's default follows it, so `CMS_PORT=8191` moves the CMS, the build, the
   *  forms and the login together (0: any free port). */
  CMS_PORT: port(8081),
  /** The WordPress REST root (http/https, trailing slashes dropped). Unset: the local CMS on CMS_PORT
   *  (`withCmsApiUrl`). Its site root (origin plus any subdirectory) serves /wp-content/* through the site. */
  CMS_API_URL: baseUrl(),
  /** More origins whose links count as the CMS's own (comma-separated), e.g. a media CDN in front of WordPress. */
  CMS_EXTRA_ORIGINS: text(''),
  /** The public site (http/https, trailing slashes dropped): canonical URLs; functions get it as context.site.url.
   *  Unset: LOCAL_SITE_URL for the build and the local CMS (`withSiteUrl`), the request's own origin at request time. */
  SITE_URL: baseUrl(),
  /** Where the pipeline writes the snapshot and the site and the functions read it. */
  SNAPSHOT_DIR: text('.snapshot'),
  /** The build: `<DIST_DIR>/client` is published and served; `<DIST_DIR>/server` renders private pages and previews. */
  DIST_DIR: text('dist'),

  // ── The pipeline ──────────────────────────────────────────────────────────────────────────────────────────────
  /** Items left out, warnings and what the fetch did, as JSON. */
  BUILD_REPORT: text('.snapshot-report.json'),
  /** CMS requests in flight. */
  PIPELINE_CONCURRENCY: int(16, 1, 256),
  /** Per CMS request, headers and body. */
  PIPELINE_TIMEOUT_MS: int(15_000, 100, 300_000),
  /** Retries on network errors, timeouts, 429 and 5xx. */
  PIPELINE_RETRIES: int(5, 0, 20),
  /** Incremental fetch (docs/decisions/012): `1` forces a full fetch, like `--full`. */
  PIPELINE_FULL: bool('0'),
  /** Where the raw CMS answers of the last run are kept for the next incremental fetch ('' : `<SNAPSHOT_DIR>-cache`). */
  PIPELINE_CACHE_DIR: text(''),
  /** How far before the newest `modified` already seen `modified_after` starts, in seconds. */
  PIPELINE_MODIFIED_MARGIN_S: int(3600, 0, 7 * 24 * 3600),
  /** A full fetch at least this often (hours since the last one; 0: only when asked or needed). */
  PIPELINE_FULL_AFTER_HOURS: int(24, 0, 24 * 365),

  // ── The site build ────────────────────────────────────────────────────────────────────────────────────────────
  /** Netlify's deploy context. Anything but `production` (deploy previews, branch deploys) is kept out of search engines. */
  CONTEXT: optionalText(),
  /** More origins the Content-Security-Policy allows for scripts, frames, connections and forms (comma-separated). */
  CSP_EXTRA_ORIGINS: text(''),
  /** The finder map's tile URL template (baked into the client by Vite); its origin goes into the CSP's img-src. */
  VITE_MAP_TILE_URL: urlTemplate('https://tiles.example.nl/{z}/{x}/{y}.png'),
  /** The newsletter form's embed script, `{id}` for the form id (lib/env/mailblue.ts has the local default). */
  VITE_MAILBLUE_EMBED_URL: urlTemplate('https://ACCOUNT.activehosted.com/f/embed.php?id={id}'),
  /** Prerender: how many worker threads render pages (sitebuild/prerender/; unset: one per core). */
  PRERENDER_WORKERS: optionalInt(1, 64),
  /** Prerender: each worker thread's V8 old-space limit in MB (unset: 384, DEFAULT_WORKER_HEAP_MB in sitebuild/prerender/driver.ts). */
  PRERENDER_WORKER_HEAP_MB: optionalInt(128, 65536),
  /** Publishing: a publish with more pages to render than this goes live in two phases, the pages the edit reaches
   *  directly first (unset: 200, DEFAULT_RIPPLE_FROM in sitebuild/prerender/phases.ts; decision 067). */
  PUBLISH_RIPPLE_FROM: optionalInt(0, 10_000_000),

  // ── At request time: the functions and the site server ────────────────────────────────────────────────────────
  /** The search and articles data (unset: `<DIST_DIR>/functions-data`). */
  SEARCH_DATA_DIR: optionalText(),
  /** CMS calls made for an editor: login, private content, draft preview. */
  CMS_TIMEOUT_MS: int(10_000, 100, 55_000),
  /** The forms' calls to the CMS. */
  FORMS_TIMEOUT_MS: int(10_000, 100, 55_000),
  /** The chip registry's lookup URL (`{chipNumber}` placeholder, else `?chipNumber=`); unset: the bundled registry. */
  CHIP_LOOKUP_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  CHIP_LOOKUP_TIMEOUT_MS: int(8000, 100, 55_000),
  /** `0`: the search function and the result-click route count nothing (docs/decisions/061-search-insights.md). */
  SEARCH_INSIGHTS: switch01('1'),
  /** Where the search insights are kept off Netlify (one JSON file per day); on Netlify they live in Netlify Blobs. */
  SEARCH_INSIGHTS_DIR: text('.search-insights'),
  /** Days of search insights kept; older days are deleted. */
  SEARCH_INSIGHTS_RETENTION_DAYS: int(90, 1, 730),
  /** The most the search insights take, in MB, over the retention days (each day gets its share). */
  SEARCH_INSIGHTS_MAX_MB: int(25, 1, 1024),
  /** `0` turns the Node server's rate limits off (load tests); Netlify's own limits are set in each function's config. */
  RATE_LIMITS: switch01('1'),

  // ── The site server (`npm run serve`, `npm start`) ────────────────────────────────────────────────────────────
  PORT: port(8888),
  /** 127.0.0.1 locally; 0.0.0.0 on a host or in a container. */
  HOST: text('127.0.0.1'),
  FUNCTIONS_DIR: text('functions'),
  /** 1: a proxy in front (nginx, a load balancer) sets X-Forwarded-Proto and X-Forwarded-For; trust them. */
  TRUST_PROXY: switch01('0'),

  // ── Publishing (`npm start`'s build hook) ─────────────────────────────────────────────────────────────────────
  /** The build hook's shared secret (`X-Hoefslag-Secret`); unset: a random one for this run, given to the local CMS.
   *  On Netlify (functions): the same secret as WordPress' HOEFSLAG_BUILD_HOOK_SECRET, with which the deploy-event
   *  functions sign what they report to the companion plugin (decision 044). */
  BUILD_HOOK_SECRET: unsetIfEmpty(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Netlify sets it in every function (the site's API id). The deploy-event functions (functions/deploy-*.ts) act only
   *  when it is set and the event is this site's: unset (any other host), they answer 404 and report nothing. */
  SITE_ID: optionalText(),
  /** `0`: no build hook (npm start only serves what it built). */
  BUILD_HOOK: switch01('1'),
  /** `0`: every webhook build is a fresh `npm run build` process instead of a build in the warm builder
   *  (sitebuild/publish/warm-builder.ts), which keeps the build's code and caches loaded between publishes. */
  PUBLISH_WARM_BUILDER: switch01('1'),

  // ── The bundled local CMS (devcms/) ───────────────────────────────────────────────────────────────────────────
  CMS_HOST: text('127.0.0.1'),
  /** The origin in the CMS's links and media URLs (unset: http://localhost:<its port>). */
  CMS_PUBLIC_URL: unsetIfEmpty(z.url().optional()),
  CMS_CONTENT_DIR: unsetIfEmpty(z.string().default(devcmsPath('content'))),
  CMS_MEDIA_DIR: unsetIfEmpty(z.string().default(devcmsPath('media'))),
  /** Fault injection, e.g. `latency=20,error_rate=0.1,rate_limit=0.05`. */
  CMS_FAULTS: text(''),
  CMS_DEV_USER: text('redactie'),
  CMS_DEV_PASSWORD: text('hoefslag-dev'),
  CMS_JWT_SECRET: unsetIfEmpty(z.string().min(8).default('hoefslag-devcms-secret')),
  CMS_GZIP: bool('1'),
  CMS_SUBMISSIONS_FILE: unsetIfEmpty(
    z.string().default(() => path.join(os.tmpdir(), 'hoefslag-devcms-submissions.jsonl')),
  ),
  /** The site's build webhook, POSTed after each change to published content (like the companion plugin's setting). */
  CMS_BUILD_HOOK_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  /** Sent in `X-Hoefslag-Secret` with every build webhook call. */
  CMS_BUILD_HOOK_SECRET: text(''),
} as const

export type EnvVar = keyof typeof ENV_VARS

/** The zod object of some of the variables: a process's schema. */
export const pickEnv = <const K extends EnvVar>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, ENV_VARS[k]])) as Pick<typeof ENV_VARS, K>)

/** CMS_API_URL unset: the local CMS on CMS_PORT, so `CMS_PORT=8191 npm run cms` and `CMS_PORT=8191 npm run build` meet. */
export const withCmsApiUrl = <T extends { CMS_PORT: number; CMS_API_URL?: string | undefined }>(env: T) => ({
  ...env,
  CMS_API_URL: env.CMS_API_URL ?? localCmsApiUrl(env.CMS_PORT),
})

/** SITE_URL unset: LOCAL_SITE_URL (the build and the local CMS; at request time it stays unset). */
export const withSiteUrl = <T extends { SITE_URL?: string | undefined }>(env: T) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? LOCAL_SITE_URL,
})
