// The publishing tests' site, wired as `npm start` wires it: the bundled local CMS (in memory: the tests' edits never
// touch the content folder) calling the site's build hook after each change, a first build into <work>/dist, then the
// site serving published generations (sitebuild/publish/) with the build hook at /api/build-hook.
import '#lib/env/production.ts'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { readCmsEnv } from '#devcms/env.ts'
import { createCmsServer } from '#devcms/server/index.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { localHookUrl, setUpPublishing } from '#sitebuild/publish/setup.ts'
import { createSiteServer } from '#server/index.ts'
import { PUBLISH_E2E } from './ports.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const WORK = path.join(ROOT, PUBLISH_E2E.workDir)

async function main() {
  rmSync(WORK, { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })
  const siteUrl = `http://localhost:${PUBLISH_E2E.sitePort}`
  const env = {
    ...process.env,
    CMS_PORT: String(PUBLISH_E2E.cmsPort),
    CMS_API_URL: `http://localhost:${PUBLISH_E2E.cmsPort}/wp-json`,
    CMS_SUBMISSIONS_FILE: path.join(WORK, 'submissions.jsonl'),
    CMS_FAULTS: '',
    SITE_URL: siteUrl,
    SNAPSHOT_DIR: path.join(WORK, 'snapshot'),
    DIST_DIR: path.join(WORK, 'dist'),
    // The search insights the browser tests' searches count stay in the work dir.
    SEARCH_INSIGHTS_DIR: path.join(WORK, 'search-insights'),
    BUILD_REPORT: path.join(WORK, 'report.json'),
    CI: '1',
  }
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
    buildHook: { url: localHookUrl('127.0.0.1', PUBLISH_E2E.sitePort), secret: PUBLISH_E2E.secret },
  })
  await buildSite({ env: readBuildEnv(env), log: (line) => console.log(`[publish e2e build] ${line}`) })
  const publishing = await setUpPublishing({
    buildEnv: { ...env },
    secret: PUBLISH_E2E.secret,
    log: (line) => console.log(`[publish e2e] ${line}`),
  })
  const site = await createSiteServer({
    ...publishing.site,
    intercept: publishing.intercept,
    cmsOrigin: cms.origin,
    port: PUBLISH_E2E.sitePort,
    host: '127.0.0.1',
    siteUrl,
    rateLimits: false,
    log: (message, error) => console.log(`[publish e2e site] ${message}${error ? `: ${String(error)}` : ''}`),
  })
  publishing.publisher.attach(site.swap)
  console.log(`[publish e2e] site ${site.url}, CMS ${cms.url}`)
  const stop = () => {
    publishing.publisher.stop()
    void Promise.allSettled([site.close(), cms.close()]).then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`[publish e2e] could not start the site: ${error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
})
