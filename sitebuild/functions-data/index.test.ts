// The functions' data made in a worker thread beside the render (an incremental build) is the data made in the build's
// own thread: the same files, byte for byte but the build time they carry; a failure names its cause.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSnapshot } from '#pipeline/snapshot/write.ts'
import { DATA_FILES } from '#search/data-files.ts'
import { searchFixture } from '#search/test-fixture.ts'
import { FINDER_DATA_FILE } from '#finder/index-data.ts'
import { buildFunctionsData, buildFunctionsDataInWorker } from './index.ts'

let tmp: string
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'functions-data-'))
  await writeSnapshot(path.join(tmp, 'snapshot'), searchFixture())
})
afterAll(() => rm(tmp, { recursive: true, force: true }))

/** The files, with the ISO build time (`builtAt`) each header carries blanked. */
const filesOf = async (dir: string) =>
  Object.fromEntries(
    await Promise.all(
      [DATA_FILES.index, DATA_FILES.cards, FINDER_DATA_FILE].map(async (name) => {
        const text = (await readFile(path.join(dir, name))).toString('latin1')
        return [name, text.replace(/"builtAt":"[^"]*"/g, '"builtAt":"…"')] as const
      }),
    ),
  )

describe("the functions' data", () => {
  it("is the same whether made in a worker thread or in the build's own", async () => {
    const snapshotDir = path.join(tmp, 'snapshot')
    const lines: string[] = []
    const here = buildFunctionsData({ snapshotDir, outDir: path.join(tmp, 'here') }, () => undefined)
    const beside = await buildFunctionsDataInWorker({ snapshotDir, outDir: path.join(tmp, 'worker') }, (line) =>
      lines.push(line),
    )
    expect(here.search).toBeGreaterThan(0)
    expect(beside.finder).toBeGreaterThan(0)
    expect(lines.join('\n')).toMatch(/search index: \d+ documents[\s\S]*finder index: /)
    const [a, b] = [await filesOf(path.join(tmp, 'here')), await filesOf(path.join(tmp, 'worker'))]
    for (const name of Object.keys(a)) expect(b[name] === a[name], name).toBe(true)
  }, 60_000)

  it('rejects with the cause when the worker cannot build (no snapshot)', async () => {
    await expect(
      buildFunctionsDataInWorker(
        { snapshotDir: path.join(tmp, 'nothing'), outDir: path.join(tmp, 'x') },
        () => undefined,
      ),
    ).rejects.toThrow(/the search and finder data failed: .*No snapshot at/)
  }, 60_000)
})
