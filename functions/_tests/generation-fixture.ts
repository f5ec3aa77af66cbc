// Two builds of the same small site that differ where a visitor would see it: article 1001's title names its build
// ("Koliek bij het paard: generatie A"), and so do its search hit, its post card, its store entity, its security
// headers (`X-Generation`) and its home page. Written as a build writes them (dist/client, dist/server,
// dist/functions-data, the snapshot), for the site-handle tests (functions/_tests/site-handle.test.ts,
// server/site-handle.test.ts).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { siteDirs, type SiteDirs } from '#lib/site-handle.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { buildSearchData, writeSearchData } from '#search/build.ts'
import { searchFixture } from '#search/test-fixture.ts'

export const titleOf = (label: string) => `Koliek bij het paard: generatie ${label}`

/** The search fixture with article 1001 titled for build `label` (and with `body` as its text, when given). */
function snapshotOf(label: string, body?: string): Snapshot {
  const snapshot = searchFixture()
  const article = snapshot.entities.articles['1001']
  if (!article) throw new Error('the search fixture has no article 1001')
  const title = titleOf(label)
  return {
    ...snapshot,
    entities: {
      ...snapshot.entities,
      articles: { ...snapshot.entities.articles, 1001: { ...article, title, ...(body ? { content: body } : {}) } },
    },
  }
}

/** Writes build `label` into `<root>/<label>/` (a generation's layout) and returns its folders. */
export async function writeGeneration(root: string, label: string, body?: string): Promise<SiteDirs> {
  const dir = path.join(root, label)
  const snapshot = snapshotOf(label, body)
  await mkdir(path.join(dir, 'client'), { recursive: true })
  await mkdir(path.join(dir, 'server'), { recursive: true })
  await writeFile(path.join(dir, 'client', 'index.html'), `<!DOCTYPE html><h1>Generatie ${label}</h1>`)
  await writeFile(path.join(dir, 'server', 'site-headers.json'), JSON.stringify({ 'X-Generation': label }))
  await writeSnapshot(path.join(dir, 'snapshot'), snapshot)
  writeSearchData(buildSearchData(snapshot).data, path.join(dir, 'functions-data'))
  return siteDirs({ distDir: dir, snapshotDir: path.join(dir, 'snapshot') })
}
