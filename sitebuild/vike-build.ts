// `vike build` through Vike's API (https://vike.dev/api#build), with the build's environment: the client and server
// bundles only; the pages are prerendered afterwards by the project's driver (sitebuild/prerender/,
// +prerender.disableAutoRun in pages/+config.ts). In a child process of its own (vike-build-entry.mjs): Vite, Rollup and
// the plugins hold hundreds of MB and module-level state a long-lived parent (the warm builder, decision 035) must not
// keep, and the environment (SNAPSHOT_DIR, SITE_URL, VITE_*) is the child's own. A DIST_DIR other than dist/ (inside
// the project) reaches Vite as build.outDir in the API's `viteConfig`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { InlineConfig } from 'vite'

const ROOT = path.resolve(import.meta.dirname, '..')
const ENTRY = path.join(import.meta.dirname, 'vike-build-entry.mjs')

/** The Vite settings of a build into this dist folder: none for dist/, else its build.outDir. */
export function vikeViteConfig(distDir: string): InlineConfig {
  const outDir = path.resolve(distDir)
  // The server bundle imports vike and react from node_modules: it only resolves them inside the project.
  if (!outDir.startsWith(ROOT + path.sep)) throw new Error(`DIST_DIR ${outDir} must be inside ${ROOT}`)
  return outDir === path.join(ROOT, 'dist') ? {} : { build: { outDir } }
}

export function vikeBuild(env: NodeJS.ProcessEnv, distDir = 'dist'): Promise<void> {
  let viteConfig: InlineConfig
  try {
    viteConfig = vikeViteConfig(distDir)
  } catch (error) {
    return Promise.reject(error)
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ENTRY, JSON.stringify(viteConfig)], { cwd: ROOT, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vike build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`))
    })
  })
}
