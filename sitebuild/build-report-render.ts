// The build report's `render` section (BUILD_REPORT, beside the pipeline's entries): what the prerender rendered and
// why. Written by sitebuild/build-site.ts after the prerender (sitebuild/prerender/driver.ts); read by the HTML report.
import { readFile, writeFile } from 'node:fs/promises'
import { z } from 'zod'
import { isRecord } from '#lib/is-record.ts'

export type RenderSummary = {
  /** `full`: every page rendered; `incremental`: only those whose inputs changed. */
  mode: 'full' | 'incremental'
  /** Why this mode: "--full requested", "no previous build state", "a menu changed", "3 page(s) with changed inputs, …". */
  reason: string
  /** Pages rendered by this build. */
  rendered: number
  /** Pages kept as the previous build wrote them. */
  unchanged: number
  /** URLs of the pages the previous build had and this one deleted. */
  removed: string[]
  /** The publish phase this build was (sitebuild/prerender/phases.ts): `all` for `npm run build`; `direct` renders what
   *  an edit reaches directly, `ripple` the rest. */
  phase: 'all' | 'direct' | 'ripple'
  /** Pages whose inputs changed but that wait for phase 2 (their file is still the one before). */
  waiting: number
  /** A ripple build stopped early because an edit came in: `waiting` pages are left for the next one. */
  preempted: boolean
  /** The first 200 pages rendered, each with why ("new page", "articles 1001 changed", "full build", …). The 404 page is ":404". */
  routes: Array<{ route: string; why: string }>
  /** Wall time of the prerender (plan, render, write), ms. */
  ms: number
}

/** Adds (or replaces) the `render` section of the report file, keeping everything else in it. */
export async function writeRenderSection(reportFile: string, render: RenderSummary): Promise<void> {
  let report: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(await readFile(reportFile, 'utf8'))
    if (isRecord(parsed)) report = { ...parsed }
  } catch {
    // No report yet (the pipeline was skipped) or an unreadable one: the render section starts a new one.
  }
  await writeFile(reportFile, `${JSON.stringify({ entries: [], ...report, render }, null, 2)}\n`)
}

const PhaseSectionSchema = z.object({
  render: z.object({ phase: z.enum(['all', 'direct', 'ripple']), waiting: z.number(), preempted: z.boolean() }),
})
/** What the last build left for phase 2 (the publisher reads it after each build, whichever process ran it). */
export async function readPhaseOutcome(
  reportFile: string,
): Promise<Pick<RenderSummary, 'phase' | 'waiting' | 'preempted'> | undefined> {
  const json: unknown = await readFile(reportFile, 'utf8').then(
    (t) => JSON.parse(t) as unknown,
    () => undefined,
  )
  const parsed = PhaseSectionSchema.safeParse(json)
  return parsed.success ? parsed.data.render : undefined
}
