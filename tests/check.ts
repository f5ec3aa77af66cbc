// `npm run check`: the type check, ESLint, Prettier and the import-cycle check, all four at once — each is one process
// on one core, so side by side they take about half the time they take one after the other on two cores. Each keeps
// what it learned in .cache/check/ (gitignored): tsc's build info, ESLint's and Prettier's caches, keyed on file
// contents, so a second run checks only what changed; a fresh clone checks everything. Each tool's output is printed
// whole, in this order, when all are done; the exit code is 1 when any of them failed, and the summary names which.
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const CACHE = path.join('.cache', 'check')
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)

const STEPS: { name: string; command: string; args: string[] }[] = [
  {
    name: 'tsc',
    command: bin('tsc'),
    args: ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', path.join(CACHE, 'tsconfig.tsbuildinfo')],
  },
  {
    name: 'eslint',
    command: bin('eslint'),
    args: ['--cache', '--cache-strategy', 'content', '--cache-location', `${path.join(CACHE, 'eslint')}/`, '.'],
  },
  {
    name: 'prettier',
    command: bin('prettier'),
    args: [
      '--check',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      path.join(CACHE, 'prettier.json'),
      '.',
    ],
  },
  { name: 'import cycles', command: bin('tsx'), args: ['tests/import-cycles.ts'] },
]

type Result = { name: string; code: number; output: string; seconds: number }

function run(step: (typeof STEPS)[number]): Promise<Result> {
  const started = performance.now()
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    // Colours as on a terminal when there is one (the output is piped here), plain in a CI log.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env
    const child = spawn(step.command, step.args, { cwd: ROOT, env })
    child.stdout.on('data', (c: Buffer) => chunks.push(c))
    child.stderr.on('data', (c: Buffer) => chunks.push(c))
    const done = (code: number, extra = '') =>
      resolve({
        name: step.name,
        code,
        output: Buffer.concat(chunks).toString('utf8') + extra,
        seconds: (performance.now() - started) / 1000,
      })
    child.once('error', (error) => done(1, `could not start ${step.command}: ${error.message}\n`))
    child.once('close', (code, signal) => done(code ?? 1, signal ? `killed by ${signal}\n` : ''))
  })
}

const results = await Promise.all(STEPS.map(run))
for (const r of results) {
  if (r.output.trim()) process.stdout.write(`── ${r.name}\n${r.output.replace(/\n?$/, '\n')}`)
}
const failed = results.filter((r) => r.code !== 0)
console.log(
  `check: ${results.map((r) => `${r.name} ${r.code === 0 ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s)`).join(', ')}`,
)
if (failed.length) {
  console.error(`check failed: ${failed.map((r) => r.name).join(', ')}`)
  process.exit(1)
}
