// Prerender in parts (DESIGN "Prerender at scale"). Vike's stock prerender keeps every page it rendered, HTML and
// pageContext, in memory until it ends: measured here ~540 KB a page, 10.5 GB of RSS for the 19,416 pages of the
// 10,000-article set, on one thread. So `vike build` only bundles (+prerender.disableAutoRun) and this runs
// `vike prerender` in child processes, one part of the URLs each (PRERENDER_SHARD, content/prerender-shard.ts), as
// many at once as there are cores: memory stays per part, and both cores render.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import os from 'node:os'
import path from 'node:path'
import { vikeEnv, vikeBin } from './vike-build.ts'

export type PrerenderPlan = { parts: number; processes: number }

/** How many parts for this many routes (at most `perProcess` each), and how many processes at once. */
export function prerenderPlan(routes: number, perProcess: number, processes = os.availableParallelism()): PrerenderPlan {
  const parts = Math.max(1, Math.ceil(routes / perProcess))
  return { parts, processes: Math.max(1, Math.min(processes, parts)) }
}

/** Vike prints a line per written file (19,000 at 10,000 articles): those are dropped, everything else passes. */
const isFileLine = (line: string) => /\.(html|json)\s*$/.test(line) && !/\s/.test(line.trim())

function prerenderPart(env: NodeJS.ProcessEnv, distDir: string, shard: string, onSpawn?: (pid: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const cwd = path.resolve(import.meta.dirname, '..')
    const child = spawn(vikeBin(), ['prerender'], { cwd, env: { ...vikeEnv(env, distDir), PRERENDER_SHARD: shard }, stdio: ['ignore', 'pipe', 'inherit'] })
    if (child.pid !== undefined) onSpawn?.(child.pid)
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!isFileLine(line)) console.log(line)
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vike prerender of part ${shard} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`))
    })
  })
}

/**
 * Renders every part, `plan.processes` at a time. dist/server stays: the editors' functions render private items and
 * draft previews with it at request time (functions/_lib/editor-render.ts); it is not published (only dist/client is).
 */
export async function prerenderInParts(env: NodeJS.ProcessEnv, distDir: string, plan: PrerenderPlan, onSpawn?: (pid: number) => void): Promise<void> {
  const shards = Array.from({ length: plan.parts }, (_, i) => (plan.parts === 1 ? '' : `${i}/${plan.parts}`))
  let next = 0
  const worker = async () => {
    while (next < shards.length) await prerenderPart(env, distDir, shards[next++] ?? '', onSpawn)
  }
  await Promise.all(Array.from({ length: plan.processes }, worker))
}
