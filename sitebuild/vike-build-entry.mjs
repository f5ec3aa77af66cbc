/* global process, console */
// The `vike build` child's entry: Vike's build through its API (https://vike.dev/api#build), with the Vite settings
// the parent passes as JSON in the first argument (e.g. `{"build":{"outDir":"…"}}`; merged over vite.config.ts).
// Like the `vike` CLI, it exits when the build is done: Vite's and Rollup's handles would otherwise keep it alive.
import { build } from 'vike/api'

try {
  await build({ viteConfig: JSON.parse(process.argv[2] ?? '{}') })
} catch (error) {
  console.error('vike build failed:', error)
  process.exit(1)
}
process.exit(0)
