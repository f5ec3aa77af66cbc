// Published generations: what the site serves is an immutable copy of a finished build, never the folder the builder
// works in. `<root>/<n>/` holds the build (client/, server/, functions-data/, …) and the snapshot it was built from
// (snapshot/). A new generation links every file that did not change since the previous one (a hard link to the
// previous generation's copy, which nobody writes) and copies the rest, so it costs a walk and the changed files, and
// it is safe however the builder writes (in place or by rename): a served file's inode is never shared with the builder.
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'

/** A source file's identity when it was published: any rewrite changes one of these. */
type Seen = { ino: bigint; size: bigint; mtimeNs: bigint }
export type Manifest = Map<string, Seen>
export type Generation = { n: number; dir: string; manifest: Manifest }
export type Source = { dir: string; as: string }
export type PublishStats = { files: number; linked: number; copied: number; ms: number }

async function walk(root: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' && rel === '') return []
    throw error
  })
  const files: string[] = []
  for (const entry of entries) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...(await walk(root, child)))
    else if (entry.isFile()) files.push(child)
  }
  return files
}

const same = (a: Seen | undefined, b: Seen) => a !== undefined && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs

/** Makes generation `n` under `root` from the sources (their files under `as/`), linking what `previous` already has. */
export async function publishGeneration(root: string, n: number, sources: Source[], previous: Generation | undefined): Promise<{ generation: Generation; stats: PublishStats }> {
  const t0 = performance.now()
  const dir = path.join(root, String(n))
  await rm(dir, { recursive: true, force: true })
  const files: { from: string; rel: string }[] = []
  for (const source of sources) {
    for (const rel of await walk(source.dir)) files.push({ from: path.join(source.dir, rel), rel: source.as ? `${source.as}/${rel}` : rel })
  }
  const dirs = new Set(files.map((f) => path.dirname(path.join(dir, f.rel))))
  for (const d of [...dirs].sort()) await mkdir(d, { recursive: true })
  const manifest: Manifest = new Map()
  const limit = pLimit(32)
  let linked = 0
  await Promise.all(
    files.map((f) =>
      limit(async () => {
        const s = await stat(f.from, { bigint: true })
        const seen: Seen = { ino: s.ino, size: s.size, mtimeNs: s.mtimeNs }
        manifest.set(f.rel, seen)
        const target = path.join(dir, f.rel)
        if (previous && same(previous.manifest.get(f.rel), seen)) {
          const ok = await link(path.join(previous.dir, f.rel), target).then(() => true, () => false)
          if (ok) return void linked++
        }
        await copyFile(f.from, target)
        // A file rewritten while it was copied would be recorded with its old identity: check it once more.
        const after = await stat(f.from, { bigint: true })
        if (!same(seen, { ino: after.ino, size: after.size, mtimeNs: after.mtimeNs })) manifest.delete(f.rel)
      }),
    ),
  )
  const stats = { files: files.length, linked, copied: files.length - linked, ms: performance.now() - t0 }
  return { generation: { n, dir, manifest }, stats }
}

/** Removes every generation folder under `root` but the ones kept. */
export async function removeGenerations(root: string, keep: number[]): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[])
  await Promise.all(names.filter((name) => !keep.map(String).includes(name)).map((name) => rm(path.join(root, name), { recursive: true, force: true })))
}
