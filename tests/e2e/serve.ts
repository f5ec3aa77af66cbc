// The browser tests' site: the bundled local CMS, the pipeline and the build into .e2e/ (E2E_WORK_DIR; never the developer's dist/
// or .snapshot/), then the built site with its functions — the same code paths as `npm start`, on their own ports.
// Playwright starts this as its webServer (playwright.config.ts) and stops it when the run ends.
import '#lib/env/production.ts'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createCmsServer } from '#devcms/server/index.ts'
import { readCmsEnv } from '#devcms/env.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { createSiteServer } from '#server/index.ts'
import { E2E } from './ports.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const WORK = path.join(ROOT, E2E.workDir)

async function main() {
  // E2E_SKIP_BUILD=1 serves the last build of this work dir again (when only tests changed).
  const skipBuild = process.env.E2E_SKIP_BUILD === '1'
  if (!skipBuild) rmSync(WORK, { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })
  const siteUrl = `http://localhost:${E2E.sitePort}`
  const env = {
    ...process.env,
    CMS_PORT: String(E2E.cmsPort),
    CMS_API_URL: `http://localhost:${E2E.cmsPort}/wp-json`,
    CMS_SUBMISSIONS_FILE: path.join(WORK, 'submissions.jsonl'),
    CMS_FAULTS: '',
    SITE_URL: siteUrl,
    SNAPSHOT_DIR: path.join(WORK, 'snapshot'),
    DIST_DIR: path.join(WORK, 'dist'),
    // The search insights the browser tests' searches count stay in the work dir.
    SEARCH_INSIGHTS_DIR: path.join(WORK, 'search-insights'),
    CI: '1',
  }
  // The functions (search, forms, chip lookup) read these at run time, in this process.
  Object.assign(process.env, env)
  const cmsEnv = readCmsEnv(env)
  const cms = await createCmsServer({
    contentDir: cmsEnv.CMS_CONTENT_DIR,
    mediaDir: cmsEnv.CMS_MEDIA_DIR,
    port: cmsEnv.CMS_PORT,
    host: cmsEnv.CMS_HOST,
    originHost: 'localhost',
    faults: '',
    siteUrl,
    devUser: cmsEnv.CMS_DEV_USER,
    devPassword: cmsEnv.CMS_DEV_PASSWORD,
    jwtSecret: cmsEnv.CMS_JWT_SECRET,
    gzip: cmsEnv.CMS_GZIP,
    submissionsFile: cmsEnv.CMS_SUBMISSIONS_FILE,
  })
  if (!skipBuild) await buildSite({ env: readBuildEnv(env), log: (line) => console.log(`[e2e build] ${line}`) })
  const site = await createSiteServer({
    distDir: env.DIST_DIR,
    cmsOrigin: cms.origin,
    port: E2E.sitePort,
    host: '127.0.0.1',
    siteUrl,
    // Many tests log in and submit forms from one address; the limits themselves are tested in server/server.test.ts.
    rateLimits: false,
    log: (message, error) => console.log(`[e2e site] ${message}${error ? `: ${String(error)}` : ''}`),
  })
  console.log(`[e2e] site ${site.url}, CMS ${cms.url}`)
  const stop = () => {
    void Promise.allSettled([site.close(), cms.close()]).then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`[e2e] could not start the site: ${error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
})
