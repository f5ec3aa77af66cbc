// What `npm run serve` and `npm start` print once the site is up: where, which functions, what is wrong.
import type { SiteServer } from './index.ts'

export function printServed(server: SiteServer, cmsOrigin: string): void {
  console.log(`Hoefslag site at ${server.url}/`)
  const routes = server.functions.map((f) =>
    f.paths.length ? f.paths.map((p) => p.source).join(', ') : `/.netlify/functions/${f.name}`,
  )
  console.log(`  functions: ${routes.length ? routes.join(', ') : 'none'}`)
  console.log(`  /wp-content/* → ${cmsOrigin}`)
  for (const problem of server.problems) console.warn(`  ⚠ ${problem}`)
}
