// The warnings a build gives the editors in wp-admin with its outcome (decision 059): content that disappeared since the
// previous build ("Inhoud verdwenen: …", pipeline/normalize/lost-content.ts) and warnings whose link names something
// not public (`notPublic`: a published page's link to a private article), which the report the site publishes leaves
// out. Read from the build's local report (BUILD_REPORT), which keeps every detail; the build hook's status lists them
// with the build's outcome (and on Netlify the deploy-succeeded function sends them, from the functions data this
// writes), and the companion plugin shows each item its own (includes/publish-status.php).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BUILD_WARNINGS_FILE, BUILD_WARNINGS_KEPT, type BuildWarning } from '#functions/_lib/build-warnings.ts'
import { LOST_CONTENT_PREFIX as LOST_PREFIX } from '#lib/model/report-entry.ts'
import { BuildReportFileSchema } from '../build-report/schema.ts'

export type EditorWarning = BuildWarning

/** At most this many go with one outcome (the status answer stays small; the local report has them all). */
export const EDITOR_WARNINGS_KEPT = BUILD_WARNINGS_KEPT

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

/** Into the functions data (`<dir>/editor-warnings.json`): what the deploy-succeeded function sends WordPress on Netlify. */
export async function writeEditorWarnings(reportFile: string, functionsDataDir: string): Promise<number> {
  const warnings = await readEditorWarnings(reportFile)
  await writeFile(path.join(functionsDataDir, BUILD_WARNINGS_FILE), `${JSON.stringify(warnings, null, 2)}\n`)
  return warnings.length
}
