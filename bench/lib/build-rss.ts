// bench:build's memory figures: a full build under the process-tree sampler (rss-tree.ts), with the peak of each phase
// (the phase starts with the build's own log line), and the same full build at further sizes of the generated set
// (BENCH_SCALES) to show whether the peak is flat in the number of pages.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildSite, type BuildOptions, type BuildResult } from '#sitebuild/build-site.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { sampleTree } from './rss-tree.ts'
import { GENERATED, ROOT, ensureGenerated, startCms } from '../support.ts'

const PHASES: Array<[string, string]> = [
  ['build: pipeline ', 'pipeline'],
  ['build: vike build', 'vike build'],
  ['build: prerender:', 'render'],
  ['build: search and finder data', 'search and finder data'],
  ['build: postbuild', 'postbuild'],
]

export type MeasuredBuild = { result: BuildResult; peakMb: number; phases: Array<[string, number]> }

/** A full build (buildSite) with the peak RSS of the whole tree — this process, its worker threads, `vike build` — and of each phase. */
export async function measuredBuild(
  o: BuildOptions & { signal?: undefined },
  exclude: number[],
): Promise<MeasuredBuild> {
  const sampler = sampleTree(process.pid, exclude)
  const log = (line: string) => {
    const phase = PHASES.find(([prefix]) => line.startsWith(prefix))
    if (phase) sampler.phase(phase[1])
    o.log?.(line)
  }
  const result = await buildSite({ ...o, log })
  const peakMb = sampler.stop()
  return { result, peakMb, phases: sampler.phases() }
}

export const formatPhases = (phases: Array<[string, number]>): string =>
  phases.map(([name, mb]) => `${name} ${mb.toFixed(0)}`).join(', ')

/** The generated set for `articles` articles: .content-generated/ at the default size, .content-generated-<n>-<vets>/ otherwise. */
export const generatedFor = (articles: number, vets: number): string =>
  ensureGenerated(
    articles,
    vets,
    articles === 10_000 && vets === 3_000 ? GENERATED : `${GENERATED}-${articles}-${vets}`,
  )

/** A full build of the generated set at another size (pipeline included), in its own snapshot and dist folder, removed afterwards. */
export async function buildAtScale(articles: number, vets: number): Promise<MeasuredBuild> {
  const content = generatedFor(articles, vets)
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-build-scale-'))
  const distDir = path.join(ROOT, 'dist', `.bench-build-${articles}`)
  const cms = await startCms(content, '')
  try {
    const env = readBuildEnv({
      ...process.env,
      CMS_API_URL: cms.url,
      SNAPSHOT_DIR: path.join(tmp, 'snapshot'),
      BUILD_REPORT: path.join(tmp, 'report.json'),
      DIST_DIR: distDir,
    })
    return await measuredBuild({ env, full: true, log: () => undefined }, cms.pid === undefined ? [] : [cms.pid])
  } finally {
    cms.stop()
    await rm(tmp, { recursive: true, force: true })
    await rm(distDir, { recursive: true, force: true })
  }
}
