// `npm test` after its `npm install`: every test suite, in two lanes that run side by side (decision 065).
// - cpu: the checks, Vitest, Netlify's local runtime, the browser tests and the publishing browser tests — one after
//   another, each of them keeps both cores busy on its own;
// - wordpress: the WordPress suite on Debian's 6.1, then the REST-level files on WordPress 6.5 — one file at a time
//   against PHP and MariaDB, mostly waiting on a WordPress request, which leaves a core free most of the time.
// A lane runs on after a failed step (a failed lint still shows what the tests say); the exit code is 1 when any step
// failed, and the summary names which. Each step's output goes to .cache/test-logs/<step>.log while it runs (follow it
// with `tail -f`) and is printed whole when the step ends, so the two lanes never interleave their lines.
// TEST_LANES=1 runs every step in one lane, one after another (the order of the lanes above).
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const LOGS = path.join('.cache', 'test-logs')

type Step = { name: string; script: string }
const LANES: { name: string; steps: Step[] }[] = [
  {
    name: 'cpu',
    steps: [
      { name: 'check', script: 'check' },
      { name: 'vitest', script: 'test:unit' },
      { name: 'netlify runtime', script: 'netlify:setup' },
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
  console.log(`[${since()} s] ${lane}: ${step.name} started (npm run ${step.script}; output in ${log}; ${load()})`)
  return new Promise((resolve) => {
    // Colours as on a terminal when there is one (the output is piped here), plain in a CI log.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env
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
