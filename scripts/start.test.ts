// `npm start` itself (scripts/start.ts in a child process, on a minimal built site, against an outside CMS address it
// never calls): its build hook counts wrong secrets per client address — behind a trusted proxy (TRUST_PROXY=1) the
// address the proxy adds to X-Forwarded-For, as the server keys the functions' limits; without one the socket's, so a
// client cannot pick a fresh count by sending the header itself.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freePort } from '#bench/support.ts'
import { REFUSALS_PER_WINDOW } from '#server/build-hook.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const work = mkdtempSync(path.join(os.tmpdir(), 'hoefslag-start-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let child: ChildProcess | undefined
// Waits for `npm start` to end (it stops on SIGTERM as on Ctrl-C), so no server outlives the test run.
afterEach(async () => {
  const proc = child
  child = undefined
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  proc.kill('SIGTERM')
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
})

/** scripts/start.ts on a one-page site (no pipeline, no build), resolved once it says it serves. */
async function start(trustProxy: '0' | '1'): Promise<string> {
  const dir = path.join(work, `trust-${trustProxy}`)
  mkdirSync(path.join(dir, 'dist/client'), { recursive: true })
  mkdirSync(path.join(dir, 'snapshot'), { recursive: true })
  writeFileSync(path.join(dir, 'dist/client/index.html'), '<!doctype html><title>Hoefslag</title>')
  const port = await freePort()
  const proc = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/start.ts', '--skip-pipeline', '--skip-build'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CMS_API_URL: 'http://127.0.0.1:9/wp-json',
        SITE_URL: `http://localhost:${port}`,
        DIST_DIR: path.join(dir, 'dist'),
        SNAPSHOT_DIR: path.join(dir, 'snapshot'),
        BUILD_HOOK: '1',
        BUILD_HOOK_SECRET: 'the-right-secret-of-this-test',
        PUBLISH_WARM_BUILDER: '0',
        RATE_LIMITS: '1',
        TRUST_PROXY: trustProxy,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child = proc
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 30_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ctrl-C stops everything.')) {
        clearTimeout(timer)
        resolve()
      }
    }
    proc.stdout?.on('data', read)
    proc.stderr?.on('data', read)
    proc.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)))
  })
  return `http://127.0.0.1:${port}/api/build-hook`
}

const wrongSecret = (hook: string, forwardedFor: string) =>
  fetch(hook, { method: 'POST', headers: { 'X-Hoefslag-Secret': 'wrong', 'X-Forwarded-For': forwardedFor } }).then(
    (r) => r.status,
  )

describe('npm start: the build hook counts wrong secrets per client address', () => {
  it('behind a trusted proxy, per X-Forwarded-For: another visitor is not refused for the first one', async () => {
    const hook = await start('1')
    const first: number[] = []
    for (let i = 0; i <= REFUSALS_PER_WINDOW.windowLimit; i++) first.push(await wrongSecret(hook, '203.0.113.7'))
    expect(first.at(-1)).toBe(429)
    expect(await wrongSecret(hook, '203.0.113.8')).toBe(401)
    expect(await wrongSecret(hook, '203.0.113.7')).toBe(429)
  }, 60_000)

  it('without one, per socket: X-Forwarded-For is ignored, so it buys no fresh count', async () => {
    const hook = await start('0')
    for (let i = 0; i <= REFUSALS_PER_WINDOW.windowLimit; i++) await wrongSecret(hook, `203.0.113.${i}`)
    expect(await wrongSecret(hook, '198.51.100.1')).toBe(429)
  }, 60_000)
})
