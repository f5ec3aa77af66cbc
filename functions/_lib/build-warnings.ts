// What a build warns the editors of (decision 059: content that disappeared since the previous build, links to pages
// that are not public), shipped with the deploy-succeeded function (netlify.toml `included_files`) so that on Netlify,
// where WordPress learns of a build only through the deploy events, the warnings reach wp-admin's publish status with
// the deploy that found them. Written by the build (sitebuild/build-site.ts) into dist/functions-data/, which is not
// published: the warnings may name private items.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { SiteHandle } from '#lib/site-handle.ts'

export const BUILD_WARNINGS_FILE = 'editor-warnings.json'
/** At most this many go with one deploy (WordPress keeps no more). */
export const BUILD_WARNINGS_KEPT = 50

export const BuildWarningSchema = z.object({
  /** The entity table ("articles") or "site" (the general settings and menus). */
  entity: z.string().max(100),
  id: z.union([z.number(), z.string().max(100)]).optional(),
  /** The item's path, or the link the warning is about. */
  url: z.string().max(2000),
  /** The field ("rows", "content", "settings.translations") or where the link is. */
  field: z.string().max(500),
  message: z.string().max(2000),
})
export type BuildWarning = z.infer<typeof BuildWarningSchema>

/** The deploy's warnings, from the functions data of the build `site` opened; none when the file is missing or
 *  unreadable (an older build). */
export async function readBuildWarnings(site: SiteHandle): Promise<BuildWarning[]> {
  const file = path.join(site.dirs.searchDataDir, BUILD_WARNINGS_FILE)
  try {
    const parsed = z.array(BuildWarningSchema).safeParse(JSON.parse(await readFile(file, 'utf8')))
    return parsed.success ? parsed.data.slice(0, BUILD_WARNINGS_KEPT) : []
  } catch {
    return []
  }
}
