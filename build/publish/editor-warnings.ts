// The warnings a build gives the editors in wp-admin with its outcome (decision 059): content that disappeared since the
// previous build ("Inhoud verdwenen: …", pipeline/normalize/lost-content.ts) and warnings whose link names something
// not public (`notPublic`: a published page's link to a private article), which the report the site publishes leaves
// out. Read from the build's local report (BUILD_REPORT), which keeps every detail; the build hook's status lists them
// with the build's outcome, and the companion plugin shows each item its own (includes/publish-status.php).
import { readFile } from 'node:fs/promises'
import { LOST_CONTENT_PREFIX as LOST_PREFIX } from '#lib/model/report-entry.ts'
import { BuildReportFileSchema } from '../build-report/schema.ts'

export type EditorWarning = {
  /** The entity table ("articles") or "site" (the general settings and menus). */
  entity: string
  id?: number | string
  /** The item's path, or the link the warning is about. */
  url: string
  /** The field ("rows", "content", "settings.translations") or where the link is. */
  field: string
  message: string
}

/** At most this many go with one outcome (the status answer stays small; the local report has them all). */
export const EDITOR_WARNINGS_KEPT = 50

export async function readEditorWarnings(reportFile: string): Promise<EditorWarning[]> {
  let parsed
  try {
    parsed = BuildReportFileSchema.safeParse(JSON.parse(await readFile(reportFile, 'utf8')))
  } catch {
    return []
  }
  if (!parsed.success) return []
  return parsed.data.entries
    .filter((e) => e.level === 'warning' && (e.message.startsWith(LOST_PREFIX) || e.notPublic))
    .slice(0, EDITOR_WARNINGS_KEPT)
    .map((e) => ({
      entity: e.entity,
      ...(e.id !== undefined ? { id: e.id } : {}),
      url: e.url,
      field: e.path,
      // wp-admin speaks Dutch: a link's warning names the link there (the published report does not).
      message: e.message.startsWith(LOST_PREFIX)
        ? e.message
        : `Link naar een pagina die niet op de site staat (privé, concept of verwijderd): ${e.url} (${e.path}); bezoekers krijgen een 404`,
    }))
}
