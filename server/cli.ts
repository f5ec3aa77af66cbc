// `npm run serve`: serves an existing dist/ like production — files, redirects, headers, functions, /wp-content proxy.
import '#lib/env/production.ts'
import { readServeEnv } from './env.ts'
import { createSiteServer } from './index.ts'
import { printServed } from './print.ts'
import { cmsUploadsBase } from '#lib/env/cms-url.ts'

async function main() {
  const env = readServeEnv()
  const server = await createSiteServer({
    distDir: env.DIST_DIR,
    functionsDir: env.FUNCTIONS_DIR,
    cmsOrigin: env.CMS_API_URL,
    port: env.PORT,
    host: env.HOST,
    rateLimits: env.RATE_LIMITS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
  })
  printServed(server, cmsUploadsBase(env.CMS_API_URL))
  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the site server`)
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(`The site server could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
