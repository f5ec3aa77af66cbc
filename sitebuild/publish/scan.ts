// Every file of the sources with its identity (inode, size, mtime), read synchronously in a worker thread: for a site of
// ~40,000 files that is 4–5× faster than a walk of async readdir and stat calls, and the server's thread, which keeps
// serving the site meanwhile, is never blocked. A source's `.cache/` (the build's own caches, e.g. the search analysis)
// is not part of what is published.
import { Worker } from 'node:worker_threads'

export type Seen = { ino: bigint; size: bigint; mtimeNs: bigint }
export type ScannedFile = { from: string; rel: string; seen: Seen }
export type ScanSource = { dir: string; as: string }

// Plain CommonJS for an `eval` worker: no loader needed, nothing to resolve.
const SCAN = `
const { parentPort, workerData } = require('node:worker_threads')
const { readdirSync, statSync } = require('node:fs')
const path = require('node:path')
const out = []
for (const source of workerData) {
  let entries
  try {
    entries = readdirSync(source.dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if (error && error.code === 'ENOENT') continue
    throw error
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const from = path.join(entry.parentPath, entry.name)
    const rel = path.relative(source.dir, from).split(path.sep).join('/')
    if (rel.startsWith('.cache/')) continue
    const s = statSync(from, { bigint: true })
    out.push([from, source.as ? source.as + '/' + rel : rel, s.ino, s.size, s.mtimeNs])
  }
}
parentPort.postMessage(out)
`

type Row = [string, string, bigint, bigint, bigint]
const isRow = (r: unknown): r is Row =>
  Array.isArray(r) &&
  r.length === 5 &&
  typeof r[0] === 'string' &&
  typeof r[1] === 'string' &&
  typeof r[2] === 'bigint' &&
  typeof r[3] === 'bigint' &&
  typeof r[4] === 'bigint'

/** The files under each source's folder (a missing folder has none), named `as/<path>` with `/` separators. */
export function scanSources(sources: ScanSource[]): Promise<ScannedFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SCAN, { eval: true, workerData: sources })
    let done = false
    worker.once('message', (rows: unknown) => {
      done = true
      if (!Array.isArray(rows) || !rows.every(isRow))
        return reject(new Error('the file scan sent something else than files'))
      resolve(rows.map(([from, rel, ino, size, mtimeNs]) => ({ from, rel, seen: { ino, size, mtimeNs } })))
    })
    worker.once('error', (error) => {
      done = true
      reject(error)
    })
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`the file scan stopped with exit code ${code}`))
    })
  })
}
