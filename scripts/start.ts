// `npm start`: the bundled local CMS (reused if one already runs on CMS_PORT), the pipeline against it over HTTP, the
// build (prerender + postbuild), and the site with its functions at http://localhost:8888 (PORT) — until Ctrl-C.
// CMS_API_URL set: that CMS is used and no local one is started. --skip-pipeline / --skip-build reuse what is there.
import '../env/production.ts'
import { parseArgs } from 'node:util'
import { readCmsEnv } from '../devcms/env.ts'
import { resetRuntimeEnv } from '../env/runtime.server.ts'
import { createSiteServer, type SiteServer } from '../server/index.ts'
import { readServeEnv } from '../server/env.ts'
import { printServed } from '../server/print.ts'
import { buildSite } from './build-site.ts'
import { readBuildEnv } from './env.ts'
import { startOrReuseCms, type LocalCms } from './local-cms.ts'
import { cmsUploadsBase } from '../env/cms-url.ts'

const { values: flags } = parseArgs({
  options: { 'skip-pipeline': { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false } },
})

let cms: LocalCms | undefined
let site: SiteServer | undefined

async function stopAll(): Promise<void> {
  await site?.close().catch(() => undefined)
  await cms?.close().catch(() => undefined)
}

async function main() {
  const serveEnv = readServeEnv()
  // Canonical URLs, the sitemap and the CMS's Yoast data point at the site this command serves.
  process.env.SITE_URL ||= `http://localhost:${serveEnv.PORT}`
  const external = process.env.CMS_API_URL
  if (external) {
    console.log(`CMS: ${external} (CMS_API_URL; no local CMS started)`)
  } else {
    cms = await startOrReuseCms(readCmsEnv())
    console.log(`CMS: ${cms.url} (${cms.reused ? 'already running, reused' : 'bundled local CMS, started'})`)
  }
  const cmsApiUrl = external || (cms ? cms.url : '')
  // The functions run in this process and read CMS_API_URL at request time: the same CMS as the build (forms, login).
  process.env.CMS_API_URL = cmsApiUrl
  resetRuntimeEnv()
  if (!flags['skip-build']) {
    await buildSite({ env: readBuildEnv({ ...process.env, CMS_API_URL: cmsApiUrl }), skipPipeline: flags['skip-pipeline'] })
  }
  site = await createSiteServer({
    distDir: serveEnv.DIST_DIR,
    functionsDir: serveEnv.FUNCTIONS_DIR,
    cmsOrigin: cmsApiUrl,
    port: serveEnv.PORT,
    host: serveEnv.HOST,
    rateLimits: serveEnv.RATE_LIMITS === '1',
    trustProxy: serveEnv.TRUST_PROXY === '1',
    siteUrl: process.env.SITE_URL,
  })
  console.log('')
  printServed(site, cmsUploadsBase(cmsApiUrl))
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
  stopAll().then(() => process.exit(0), () => process.exit(1))
}
process.on('SIGINT', () => onSignal('SIGINT'))
process.on('SIGTERM', () => onSignal('SIGTERM'))

main().catch(async (error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`)
  await stopAll()
  process.exit(1)
})
