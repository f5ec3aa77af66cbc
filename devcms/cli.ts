// `npm run cms`: starts the bundled local CMS (default http://localhost:8081/wp-json) until SIGINT/SIGTERM.
// Flags override the environment: --port, --host, --content, --media, --public-url, --faults "latency=20,error_rate=0.1".
import { parseArgs } from 'node:util'
import { cmsBuildHook, readCmsEnv } from './env.ts'
import { createCmsServer } from './server/index.ts'
import { parseFaultSpec } from './server/faults.ts'
import { validateContent } from './validate.ts'

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'])
const SHOWN_PROBLEMS = 40

async function main() {
  const env = readCmsEnv()
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      content: { type: 'string' },
      media: { type: 'string' },
      'public-url': { type: 'string' },
      faults: { type: 'string' },
    },
  })
  const port = values.port !== undefined ? Number(values.port) : env.CMS_PORT
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: expected 0..65535, got ${values.port}`)
  const host = values.host ?? env.CMS_HOST
  const contentDir = values.content ?? env.CMS_CONTENT_DIR
  const mediaDir = values.media ?? env.CMS_MEDIA_DIR
  const faults = parseFaultSpec(values.faults ?? env.CMS_FAULTS)

  const { store, problems } = await validateContent(contentDir, mediaDir)
  if (problems.length) {
    console.warn(`⚠ the content has ${problems.length} problem(s); serving it anyway:`)
    for (const p of problems.slice(0, SHOWN_PROBLEMS)) console.warn(`  ✗ ${p}`)
    if (problems.length > SHOWN_PROBLEMS)
      console.warn(`  … and ${problems.length - SHOWN_PROBLEMS} more (npx tsx devcms/validate.ts)`)
  }

  const server = await createCmsServer({
    contentDir,
    mediaDir,
    port,
    host,
    faults,
    originHost: LOOPBACK_OR_ANY.has(host) ? 'localhost' : host,
    publicUrl: values['public-url'] ?? env.CMS_PUBLIC_URL,
    siteUrl: env.SITE_URL,
    devUser: env.CMS_DEV_USER,
    devPassword: env.CMS_DEV_PASSWORD,
    jwtSecret: env.CMS_JWT_SECRET,
    gzip: env.CMS_GZIP,
    submissionsFile: env.CMS_SUBMISSIONS_FILE,
    buildHook: cmsBuildHook(env),
  })
  const counts: Record<string, number> = {}
  for (const p of store.posts.values()) counts[p.collection.type] = (counts[p.collection.type] ?? 0) + 1
  console.log(`Hoefslag local CMS at ${server.url}`)
  console.log(
    `  content: ${
      Object.entries(counts)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ') || 'none'
    }; ${store.users.size} users, ${store.terms.size} terms, ${store.media.size} media`,
  )
  const active = Object.entries(faults).filter(
    ([k, v]) => k !== 'seed' && k !== 'max_consecutive' && k !== 'retry_after' && (Array.isArray(v) ? v.length : v),
  )
  if (env.CMS_BUILD_HOOK_URL)
    console.log(`  build webhook: ${env.CMS_BUILD_HOOK_URL} after each change to published content`)
  if (active.length)
    console.log(
      `  faults: ${active.map(([k, v]) => `${k}=${String(v)}`).join(', ')} (GET ${server.origin}/__devcms/faults)`,
    )

  const stop = (signal: string) => {
    console.log(`\n${signal}: stopping the local CMS`)
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(`The local CMS could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
