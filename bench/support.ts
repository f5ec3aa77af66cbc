// Benchmark helpers: the generated content set, a local CMS child process, running a script for its JSON line.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const GENERATED = path.join(ROOT, '.content-generated')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')

/**
 * Generates the scaled content set into `dir` (default .content-generated/) unless one with these counts is already
 * there; returns `dir`.
 */
export function ensureGenerated(articles: number, vets: number, dir = GENERATED): string {
  const marker = path.join(dir, 'generated.json')
  if (existsSync(marker)) {
    const counts = (JSON.parse(readFileSync(marker, 'utf8')) as { counts?: { articles?: number; vets?: number } })
      .counts
    if (counts?.articles === articles && counts.vets === vets) return dir
  }
  console.log(`generating ${articles} articles and ${vets} vets …`)
  const r = spawnSync(
    TSX,
    ['devcms/generate/cli.ts', '--articles', String(articles), '--vets', String(vets), '--out', dir],
    { cwd: ROOT, stdio: 'inherit' },
  )
  if (r.status !== 0) throw new Error('content generation failed')
  return dir
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}

/** Starts the local CMS as a child process and resolves once it answers. */
export async function startCms(contentDir: string, faults: string, env: Record<string, string> = {}) {
  const port = await freePort()
  const child = spawn(TSX, ['devcms/cli.ts', '--port', String(port), '--content', contentDir, '--faults', faults], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}/wp-json`
  // Loading a generated set of 10,000+ items takes the CMS a while, much longer on a loaded machine: wait for it (up to
  // BENCH_CMS_WAIT_S, default 300 s), and say so when it exits or never answers instead of failing later in the fetch.
  const waitMs = Number(process.env.BENCH_CMS_WAIT_S ?? 300) * 1000
  const started = Date.now()
  let exited: number | null | undefined
  child.once('exit', (code) => (exited = code))
  for (;;) {
    if (exited !== undefined)
      throw new Error(`the bench CMS (${contentDir}) exited with code ${exited} before answering`)
    try {
      if ((await fetch(`${url}/`, { signal: AbortSignal.timeout(10_000) })).ok) break
    } catch {
      // not listening yet, or too busy to answer within 10 s
    }
    if (Date.now() - started > waitMs) {
      child.kill('SIGTERM')
      throw new Error(`the bench CMS (${contentDir}) did not answer within ${waitMs / 1000} s (BENCH_CMS_WAIT_S)`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') }
}

/** Runs a bench script in its own process with extra env and parses the last JSON line it prints. */
export function runJson<T>(script: string, env: Record<string, string>): T {
  const r = spawnSync(TSX, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stderr}\n${r.stdout}`)
  const line = r.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop()
  if (!line) throw new Error(`${script} printed no result:\n${r.stdout}`)
  return JSON.parse(line) as T
}
