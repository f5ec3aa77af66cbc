// Published generations: what the site serves is an immutable copy of a finished build, never the folder the builder
// works in. `<root>/<n>/` holds the build (client/, server/, functions-data/, …) and the snapshot it was built from
// (snapshot/). A new generation links every file that did not change since the previous one (a hard link to the
// previous generation's copy, which nobody writes) and copies the rest, so it costs a walk and the changed files, and
// it is safe however the builder writes (in place or by rename): a served file's inode is never shared with the builder.
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import pLimit from 'p-limit'
import { scanSources, type ScanSource, type Seen } from './scan.ts'

/** A source file's identity when it was published (scan.ts): any rewrite changes one of these. */
export type Manifest = Map<string, Seen>
export type Generation = { n: number; dir: string; manifest: Manifest }
export type Source = ScanSource
export type PublishStats = { files: number; linked: number; copied: number; ms: number }

/** Every folder the files need, parents first, each level's folders at once (tens of thousands for a large site). */
async function makeDirs(root: string, dirs: string[], limit: ReturnType<typeof pLimit>): Promise<void> {
  const all = new Set<string>()
  for (let d of dirs) {
    while (d !== '.' && d !== '' && !all.has(d)) {
      all.add(d)
      d = path.dirname(d)
    }
  }
  await mkdir(root, { recursive: true })
  const byDepth = new Map<number, string[]>()
  for (const d of all) {
    const depth = d.split('/').length
    const level = byDepth.get(depth)
    if (level) level.push(d)
    else byDepth.set(depth, [d])
  }
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await Promise.all((byDepth.get(depth) ?? []).map((d) => limit(() => mkdir(path.join(root, d)))))
  }
}

const same = (a: Seen | undefined, b: Seen) =>
  a !== undefined && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs

/** A full hard-link mirror of a generation, made ahead of the next build (off the critical path). */
export type Staged = { from: number; dir: string }

// Tens of thousands of links or removals, done with synchronous calls in a worker thread: the same calls through the
// async API would fill libuv's thread pool, and the site, which keeps serving from this process, reads its files
// through that pool — a visitor's page would wait behind the mirror of the next generation.
const FS_WORK = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const path = require('node:path')
try {
  for (const dir of workerData.remove) fs.rmSync(dir, { recursive: true, force: true })
  if (workerData.mirror) {
    const { from, to, rels } = workerData.mirror
    const made = new Set()
    for (const rel of rels) {
      const target = path.join(to, rel)
      const parent = path.dirname(target)
      if (!made.has(parent)) {
        fs.mkdirSync(parent, { recursive: true })
        made.add(parent)
      }
      fs.linkSync(path.join(from, rel), target)
    }
  }
  parentPort.postMessage({ ok: true })
} catch (error) {
  parentPort.postMessage({ ok: false, message: error && error.message ? error.message : String(error) })
}
`
type FsWork = { remove: string[]; mirror?: { from: string; to: string; rels: string[] } }

function fsWork(work: FsWork): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(FS_WORK, { eval: true, workerData: work })
    let done = false
    worker.once('message', (m: { ok: boolean; message?: string }) => {
      done = true
      if (m.ok) resolve()
      else reject(new Error(m.message ?? 'file work failed'))
    })
    worker.once('error', (error) => {
      done = true
      reject(error)
    })
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`the file worker stopped with exit code ${code}`))
    })
  })
}

/** Mirrors `previous` as `<root>/<n>.next` with hard links, so that publishing generation n only touches what changed. */
export async function stageGeneration(root: string, n: number, previous: Generation): Promise<Staged> {
  const dir = path.join(root, `${n}.next`)
  await mkdir(root, { recursive: true })
  await fsWork({ remove: [dir], mirror: { from: previous.dir, to: dir, rels: [...previous.manifest.keys()] } })
  return { from: previous.n, dir }
}

async function identity(file: string): Promise<Seen> {
  const s = await stat(file, { bigint: true })
  return { ino: s.ino, size: s.size, mtimeNs: s.mtimeNs }
}

/** Copies `from` to `target` as a new file (never through an existing link), and records it unless it changed meanwhile. */
async function copyNew(from: string, target: string, seen: Seen, manifest: Manifest, rel: string): Promise<void> {
  await rm(target, { force: true })
  await mkdir(path.dirname(target), { recursive: true })
  await copyFile(from, target)
  // A file rewritten while it was copied would be recorded with its old identity: check it once more.
  if (!same(seen, await identity(from))) manifest.delete(rel)
}

/**
 * Makes generation `n` under `root` from the sources (their files under `as/`): files unchanged since `previous` are
 * hard links to its copies, the rest are copied. With `staged` (a mirror of `previous`), only the changes are applied.
 */
export async function publishGeneration(
  root: string,
  n: number,
  sources: Source[],
  previous: Generation | undefined,
  staged?: Staged,
): Promise<{ generation: Generation; stats: PublishStats }> {
  const t0 = performance.now()
  const dir = path.join(root, String(n))
  await rm(dir, { recursive: true, force: true })
  const useStaged = staged !== undefined && previous !== undefined && staged.from === previous.n
  const work = useStaged ? staged.dir : dir
  const files = await scanSources(sources)
  const limit = pLimit(32)
  if (!useStaged)
    await makeDirs(
      work,
      files.map((f) => path.dirname(f.rel)),
      limit,
    )
  // Which files changed is decided here, in one synchronous pass (no promise per file: a site has tens of thousands);
  // only those are touched. With the staged mirror, an unchanged file is already the previous generation's link.
  const manifest: Manifest = new Map()
  const changed: typeof files = []
  const unchanged: typeof files = []
  for (const f of files) {
    manifest.set(f.rel, f.seen)
    if (previous && same(previous.manifest.get(f.rel), f.seen)) unchanged.push(f)
    else changed.push(f)
  }
  let linked = 0
  if (useStaged) linked = unchanged.length
  else
    await Promise.all(
      unchanged.map((f) =>
        limit(async () => {
          const ok = await link(path.join(previous?.dir ?? '', f.rel), path.join(work, f.rel)).then(
            () => true,
            () => false,
          )
          if (ok) linked++
          else await copyNew(f.from, path.join(work, f.rel), f.seen, manifest, f.rel)
        }),
      ),
    )
  await Promise.all(changed.map((f) => limit(() => copyNew(f.from, path.join(work, f.rel), f.seen, manifest, f.rel))))
  if (useStaged && previous) {
    // What the build removed goes from the mirror too.
    const present = new Set(files.map((f) => f.rel))
    const gone = [...previous.manifest.keys()].filter((rel) => !present.has(rel))
    await Promise.all(gone.map((rel) => limit(() => rm(path.join(work, rel), { force: true }))))
    await rename(work, dir)
  }
  const stats = { files: files.length, linked, copied: files.length - linked, ms: performance.now() - t0 }
  return { generation: { n, dir, manifest }, stats }
}

/** Removes every generation folder under `root` but the ones kept. */
export async function removeGenerations(root: string, keep: (number | string)[]): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[])
  const remove = names.filter((name) => !keep.map(String).includes(name)).map((name) => path.join(root, name))
  if (remove.length) await fsWork({ remove })
}
