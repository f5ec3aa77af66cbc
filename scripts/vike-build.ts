// `vike build` in a child process, with the build's environment: the client and server bundles only; the pages are
// prerendered afterwards by the project's driver (scripts/prerender/, +prerender.disableAutoRun in pages/+config.ts).
// A DIST_DIR other than dist/ (inside the project) reaches Vite as build.outDir through VITE_CONFIG (https://vike.dev/cli).
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

export const vikeBin = () => path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'vike.cmd' : 'vike')

/** The environment of a `vike build` (or `vike prerender`) child for this dist folder. */
export function vikeEnv(env: NodeJS.ProcessEnv, distDir: string): NodeJS.ProcessEnv {
  const outDir = path.resolve(distDir)
  // The server bundle imports vike and react from node_modules: it only resolves them inside the project.
  if (!outDir.startsWith(ROOT + path.sep)) throw new Error(`DIST_DIR ${outDir} must be inside ${ROOT}`)
  const childEnv: NodeJS.ProcessEnv = { ...env }
  if (outDir !== path.join(ROOT, 'dist')) childEnv.VITE_CONFIG = JSON.stringify({ build: { outDir } })
  return childEnv
}

export function vikeBuild(env: NodeJS.ProcessEnv, distDir = 'dist'): Promise<void> {
  let childEnv: NodeJS.ProcessEnv
  try {
    childEnv = vikeEnv(env, distDir)
  } catch (error) {
    return Promise.reject(error)
  }
  return new Promise((resolve, reject) => {
    const child = spawn(vikeBin(), ['build'], { cwd: ROOT, env: childEnv, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vike build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`))
    })
  })
}
