// `npm start`: the bundled local CMS (reused if one already runs on CMS_PORT), the pipeline against it over HTTP, the
// build (prerender + postbuild), and the site with its functions at http://localhost:8888 (PORT) — until Ctrl-C.
// CMS_API_URL set: that CMS is used and no local one is started. --skip-pipeline / --skip-build reuse what is there.
// Publishing (sitebuild/publish/): the site answers a build hook at /api/build-hook that the local CMS calls after each edit.
import '#lib/env/production.ts'
import type { IncomingMessage } from 'node:http'
import { parseArgs } from 'node:util'
import { readCmsEnv } from '#devcms/env.ts'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import { createSiteServer, type SiteServer } from '#server/index.ts'
import { readServeEnv } from '#server/env.ts'
import { printServed } from '#server/print.ts'
import { checkRequest } from '#server/request-guard.ts'
import { buildSite } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { startOrReuseCms, type LocalCms } from './local-cms.ts'
import { cmsUploadsBase } from '#lib/env/cms-url.ts'
import { readPublishEnv } from '#sitebuild/publish/env.ts'
import { localHookUrl, setUpPublishing, type Publishing } from '#sitebuild/publish/setup.ts'

const { values: flags } = parseArgs({
  options: { 'skip-pipeline': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false } },
})

let cms: LocalCms | undefined
let site: SiteServer | undefined
let publishing: Publishing | undefined

async function stopAll(): Promise<void> {
  publishing?.publisher.stop()
  await site?.close().catch(() => undefined)
  await cms?.close().catch(() => undefined)
}

async function main() {
  const serveEnv = readServeEnv()
  // Canonical URLs, the sitemap and the CMS's Yoast data point at the site this command serves.
  process.env.SITE_URL ||= `http://localhost:${serveEnv.PORT}`
  const external = process.env.CMS_API_URL
  const publishEnv = readPublishEnv()
  const hook = { url: localHookUrl(serveEnv.HOST, serveEnv.PORT), secret: publishEnv.secret }
  if (external) {
    console.log(`CMS: ${external} (CMS_API_URL; no local CMS started)`)
  } else {
    cms = await startOrReuseCms(readCmsEnv(), publishEnv.BUILD_HOOK === '1' ? hook : undefined)
    console.log(`CMS: ${cms.url} (${cms.reused ? 'already running, reused' : 'bundled local CMS, started'})`)
  }
  // The functions read the same secret: the search insights route (functions/zoekinzichten.ts) answers WordPress with it.
  process.env.BUILD_HOOK_SECRET ||= hook.secret
  const cmsApiUrl = external || (cms ? cms.url : '')
  // The functions run in this process and read CMS_API_URL at request time: the same CMS as the build (forms, login).
  process.env.CMS_API_URL = cmsApiUrl
  resetRuntimeEnv()
  const buildEnv = {
    ...process.env,
    CMS_API_URL: cmsApiUrl,
    DIST_DIR: serveEnv.DIST_DIR,
    SNAPSHOT_DIR: serveEnv.SNAPSHOT_DIR,
  }
  if (!flags['skip-build']) {
    await buildSite({ env: readBuildEnv(buildEnv), skipPipeline: flags['skip-pipeline'] })
  }
  const trustProxy = serveEnv.TRUST_PROXY === '1'
  // The build hook counts wrong secrets per client as the server counts the functions' limits: the socket's address,
  // or behind a trusted proxy (TRUST_PROXY=1) the address its X-Forwarded-For adds; never the Host header.
  const clientAddress = (req: IncomingMessage) => {
    const checked = checkRequest(req, { trustProxy, localPort: serveEnv.PORT })
    return checked.ok ? checked.ip : undefined
  }
  publishing =
    publishEnv.BUILD_HOOK === '1' ? await setUpPublishing({ buildEnv, secret: hook.secret, clientAddress }) : undefined
  site = await createSiteServer({
    ...(publishing?.site ?? { distDir: serveEnv.DIST_DIR }),
    ...(publishing ? { intercept: publishing.intercept } : {}),
    functionsDir: serveEnv.FUNCTIONS_DIR,
    cmsOrigin: cmsApiUrl,
    port: serveEnv.PORT,
    host: serveEnv.HOST,
    rateLimits: serveEnv.RATE_LIMITS === '1',
    trustProxy,
    siteUrl: process.env.SITE_URL,
  })
  publishing?.publisher.attach(site.swap)
  console.log('')
  printServed(site, cmsUploadsBase(cmsApiUrl))
  if (publishing) {
    const wired = cms && !cms.reused && !readCmsEnv().CMS_BUILD_HOOK_URL
    console.log(
      `  Build hook: POST ${hook.url} with X-Hoefslag-Secret: ${publishEnv.BUILD_HOOK_SECRET ? '(BUILD_HOOK_SECRET)' : hook.secret}`,
    )
    console.log(
      wired
        ? '    the local CMS calls it after each edit (npm run build in the background, then the new site at once)'
        : "    point the CMS at it: the companion plugin's HOEFSLAG_BUILD_HOOK_URL / _SECRET, or CMS_BUILD_HOOK_URL / _SECRET for npm run cms",
    )
  }
  if (cms && !cms.reused) {
    const { CMS_DEV_USER, CMS_DEV_PASSWORD } = readCmsEnv()
    console.log(`  CMS:  ${cms.url} (editor login ${CMS_DEV_USER} / ${CMS_DEV_PASSWORD})`)
  }
  console.log('Ctrl-C stops everything.')
}

let stopping = false
const onSignal = (signal: string) => {
  if (stopping) process.exit(130)
  stopping = true
  console.log(`\n${signal}: stopping the site${cms && !cms.reused ? ' and the local CMS' : ''}`)
  stopAll().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', () => onSignal('SIGINT'))
process.on('SIGTERM', () => onSignal('SIGTERM'))

main().catch(async (error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`)
  await stopAll()
  process.exit(1)
})
