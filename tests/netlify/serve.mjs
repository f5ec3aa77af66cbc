/* global process, console, Request, Response, fetch, setTimeout */
// The browser tests' site under Netlify's own local runtime: @netlify/dev — Netlify's redirect engine and parsers,
// its headers, its functions bundler and runtime, its static file handler — serving the e2e build (.e2e/dist, made by
// tests/e2e/serve.ts) on E2E_NETLIFY_PORT, with the functions talking to the e2e CMS. Runs under Node 24 from the npm
// registry (scripts/netlify-runtime.mjs), started by Playwright's `netlify` project (playwright.config.ts).
//
// What Netlify's CDN does and @netlify/dev leaves to its host (as `netlify dev` does): an unmatched path gets the
// publish folder's 404.html with status 404. Nothing else is added here.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, linkSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'

const root = path.resolve(import.meta.dirname, '../..')
const work = path.resolve(root, process.env.E2E_WORK_DIR || '.e2e')
const port = Number(process.env.E2E_NETLIFY_PORT) || 8899
const sitePort = Number(process.env.E2E_PORT) || 8898
const cmsPort = Number(process.env.E2E_CMS_PORT) || 8198
const origin = `http://localhost:${port}`
const dist = path.join(work, 'dist')
const modulePath =
  process.env.NETLIFY_DEV_MODULE || path.join(root, '.cache/netlify-runtime/node_modules/@netlify/dev/dist/main.js')

/** The e2e build is done when tests/e2e/serve.ts serves it (it builds first): wait for that, up to 10 minutes. */
async function waitForBuild() {
  const until = Date.now() + 600_000
  while (Date.now() < until) {
    const ok = await fetch(`http://localhost:${sitePort}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`the e2e site on port ${sitePort} did not come up: no build to serve`)
}

/**
 * The project folder @netlify/dev reads: the work dir itself, where the build already is at dist/ as in the real
 * project, with the project's own files (netlify.toml, functions/ and what they import) hard-linked in — Netlify's
 * config refuses paths outside the project folder, and its bundler trips over a symlinked functions folder.
 */
function projectFolder() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (f) => f && !/^(\.e2e|\.ci|tests|docs|bench|wordpress)\//.test(f) && !/\.(test|spec)\.[cm]?[jt]sx?$/.test(f),
    )
  for (const file of files) {
    const from = path.join(root, file)
    const to = path.join(work, file)
    if (!existsSync(from)) continue
    mkdirSync(path.dirname(to), { recursive: true })
    rmSync(to, { force: true })
    try {
      linkSync(from, to)
    } catch {
      copyFileSync(from, to)
    }
  }
  // Netlify's bundler keeps its output here between runs; a rebuilt site must not meet an old bundle's files.
  rmSync(path.join(work, '.netlify'), { recursive: true, force: true })
  return work
}

async function send(res, response) {
  res.statusCode = response.status
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  if (!response.body) return res.end()
  Readable.fromWeb(response.body)
    .on('error', () => res.destroy())
    .pipe(res)
}

async function main() {
  await waitForBuild()
  Object.assign(process.env, {
    CMS_API_URL: `http://localhost:${cmsPort}/wp-json`,
    SITE_URL: origin,
    DIST_DIR: dist,
    SNAPSHOT_DIR: path.join(work, 'snapshot'),
    CMS_SUBMISSIONS_FILE: path.join(work, 'submissions.jsonl'),
  })
  const { NetlifyDev } = await import(modulePath)
  const off = { enabled: false }
  const dev = new NetlifyDev({
    projectRoot: projectFolder(),
    skipGitignore: true,
    geolocation: off,
    blobs: off,
    edgeFunctions: off,
    images: off,
    aiGateway: off,
    database: off,
  })
  await dev.start()
  const notFound = async () => {
    const page = await dev.handle(new Request(`${origin}/404.html`))
    return new Response(page?.body ?? 'Not Found', {
      status: 404,
      headers: page?.headers ?? { 'content-type': 'text/plain' },
    })
  }
  const server = createServer((req, res) => {
    dev
      .handleAndIntrospectNodeRequest(req)
      .then(async (result) => send(res, result?.response ?? (await notFound())))
      .catch((error) => {
        console.error(`[netlify] ${req.method} ${req.url}:`, error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(`@netlify/dev failed: ${error instanceof Error ? error.message : String(error)}\n`)
      })
  })
  server.listen(port, '127.0.0.1', () => console.log(`[netlify] @netlify/dev serving ${dist} at ${origin}`))
  const stop = () => {
    server.close()
    void dev.stop().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error) => {
  console.error(`[netlify] could not start @netlify/dev: ${error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
})
