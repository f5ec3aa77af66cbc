// The build report's JSON (BUILD_REPORT, pipeline/report.ts) as the HTML page reads it: the pipeline's entries and
// fetch summary, and — when the build wrote one — the render section (what was re-rendered and why). Parsed here with
// a schema of its own, so the page reads any report and depends on no writer's code.
import { z } from 'zod'
import { ReportEntrySchema } from '#lib/model/report-entry.ts'

export const FetchSectionSchema = z.object({
  mode: z.enum(['full', 'incremental']),
  reason: z.string(),
  changed: z.number(),
  removed: z.number(),
  requests: z.number().optional(),
})

/** The render section the site build adds (sitebuild/build-report-render.ts's RenderSummary). */
export const RenderSectionSchema = z.object({
  mode: z.enum(['full', 'incremental']),
  reason: z.string(),
  rendered: z.number(),
  unchanged: z.number(),
  removed: z.array(z.string()),
  routes: z.array(z.object({ route: z.string(), why: z.string() })),
  ms: z.number(),
  // A publish's phase (decision 067); a report written before there were phases has none.
  phase: z.enum(['all', 'direct', 'ripple']).optional(),
  waiting: z.number().optional(),
  preempted: z.boolean().optional(),
})

/** The redirects the build added for renamed and moved items (pipeline/derive/old-paths.ts, decision 030). */
export const MovedSectionSchema = z.array(
  z.object({ from: z.string(), to: z.string(), entity: z.string(), id: z.union([z.number(), z.string()]) }),
)

export const BuildReportFileSchema = z.object({
  entries: z.array(ReportEntrySchema),
  fetch: FetchSectionSchema.optional().catch(undefined),
  moved: MovedSectionSchema.optional().catch(undefined),
  render: RenderSectionSchema.optional().catch(undefined),
})
export type BuildReportFile = z.infer<typeof BuildReportFileSchema>
export type RenderSection = z.infer<typeof RenderSectionSchema>
