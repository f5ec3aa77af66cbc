// One entry of the build report (pipeline/report.ts writes them): its schema, read back by the normalize reuse
// (pipeline/incremental/reuse.ts) and the report page (sitebuild/build-report/schema.ts), and its type.
import { z } from 'zod'

/**
 * `invalid`: bad data, left out; `warning`: kept, or a page not made, but worth a look; `skipped`: left out on purpose
 * because it is not public content (a password-protected post), not a data problem.
 */
export const ReportEntrySchema = z.object({
  level: z.enum(['invalid', 'warning', 'skipped']),
  entity: z.string(),
  id: z.union([z.number(), z.string()]).optional(),
  slug: z.string().optional(),
  url: z.string(),
  path: z.string(),
  message: z.string(),
  /** The `url` names something that is not public (a link to a private or draft item): the editors see it in
   *  wp-admin and the local report; the report the site publishes leaves it out (sitebuild/build-report/publish.ts). */
  notPublic: z.literal(true).optional(),
})
export type ReportEntry = z.infer<typeof ReportEntrySchema>

/** How a warning about content that disappeared since the previous build starts (pipeline/normalize/lost-content.ts);
 *  the build gives these to the editors in wp-admin too (sitebuild/publish/editor-warnings.ts). */
export const LOST_CONTENT_PREFIX = 'Inhoud verdwenen: '
