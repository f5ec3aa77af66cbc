// `vike build` in a child process (only `vike build` prerenders; `vite build` does not), with the build's environment.
// A DIST_DIR other than dist/ (inside the project) reaches Vite as build.outDir through VITE_CONFIG (https://vike.dev/cli).
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * Vike's stock prerender keeps every rendered page in memory until it writes them (see DESIGN "Prerender at scale"):
 * ~14,000 pages need more than Node's default heap of about 4 GB. PRERENDER_HEAP_MB (default 12288) raises it unless
 * NODE_OPTIONS already sets one.
 */
function withHeap(nodeOptions = '', heapMb = '12288'): string {
  if (nodeOptions.includes('--max-old-space-size')) return nodeOptions
  return `${nodeOptions} --max-old-space-size=${Number(heapMb) || 12288}`.trim()
}

export function vikeBuild(env: NodeJS.ProcessEnv, distDir = 'dist', onSpawn?: (pid: number) => void): Promise<void> {
  const bin = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'vike.cmd' : 'vike')
  const outDir = path.resolve(distDir)
  // The server bundle imports vike and react from node_modules: it only resolves them inside the project.
  if (!outDir.startsWith(ROOT + path.sep)) return Promise.reject(new Error(`DIST_DIR ${outDir} must be inside ${ROOT}`))
  const childEnv: NodeJS.ProcessEnv = { ...env, NODE_OPTIONS: withHeap(env.NODE_OPTIONS, env.PRERENDER_HEAP_MB) }
  if (outDir !== path.join(ROOT, 'dist')) childEnv.VITE_CONFIG = JSON.stringify({ build: { outDir } })
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['build'], { cwd: ROOT, env: childEnv, stdio: 'inherit' })
    if (child.pid !== undefined) onSpawn?.(child.pid)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vike build failed (${signal ? `signal ${signal}` : `exit code ${code}`})`))
    })
  })
}
