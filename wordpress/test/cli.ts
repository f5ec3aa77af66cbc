// `npm run wordpress`: the integration test's WordPress, seeded, kept running until Ctrl-C (to look at, or to point
// `CMS_API_URL` at). Needs Debian's wordpress, mariadb-server, php-cli, php-mysql, php-gd.
import { WP } from './config.ts'
import { ensurePackages } from './packages.ts'
import { startWordPress } from './wordpress.ts'

async function main() {
  const missing = ensurePackages()
  if (missing) throw new Error(missing)
  const wp = await startWordPress((line) => console.log(line))
  console.log(`\nWordPress: ${WP.origin}/wp-admin/ (${WP.admin.user} / ${WP.admin.password})`)
  console.log(`CMS_API_URL=${WP.api}  Application Password: ${wp.applicationPassword}\nCtrl-C stops it.`)
  const stop = () => void wp.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
