import { WP } from './config.ts'
import { startWordPress, startBareWordPress } from './wordpress.ts'
const bare = process.argv.includes('--bare')
const main = async () => {
  if (bare) { const rest = await startBareWordPress(); console.log('BARE', (rest as any)) }
  else { const wp = await startWordPress((l) => console.log(l)); console.log(`APP=${wp.applicationPassword}`) }
  console.log(`UP ${WP.origin}`)
}
main()
