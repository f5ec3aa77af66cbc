// At the end of every build: the build report (BUILD_REPORT's JSON) as an HTML page next to the JSON and in the deploy
// at /_build/report.html (with its JSON at /_build/report.json; `_headers` keeps /_build/ out of search engines and
// it is in no sitemap), and its summary printed in a few lines.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildReportHtml } from './html.ts'
import { BuildReportFileSchema, type BuildReportFile, type RenderSection } from './schema.ts'

/** The report's place in dist/client, so on the site: /_build/report.html. */
export const REPORT_DIR = '_build'

export type PublishOptions = {
  reportFile: string
  distDir: string
  log?: (line: string) => void
  /** The render section, when the build has it at hand rather than in the JSON. */
  render?: RenderSection
  now?: Date
}

/** `.snapshot-report.json` → `.snapshot-report.html`. */
export const htmlPathOf = (reportFile: string) => reportFile.replace(/(\.json)?$/, '.html')

async function readReport(file: string): Promise<BuildReportFile | string> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return `no build report at ${file}`
  }
  try {
    const parsed = BuildReportFileSchema.safeParse(JSON.parse(text))
    return parsed.success
      ? parsed.data
      : `the build report at ${file} is malformed: ${parsed.error.issues[0]?.message ?? ''}`
  } catch {
    return `the build report at ${file} is not valid JSON`
  }
}

const withoutFlag = ({ notPublic: _notPublic, ...e }: BuildReportFile['entries'][number]) => e

/** Said in the published copy instead of a route that is not a public page. */
export const NOT_NAMED = '(not named on the site)'

/**
 * The copy the site publishes: items left out on purpose (password-protected, private, draft) are counted but not
 * named — their slug, title or REST address must not reach the public site. The render section names only routes that
 * are pages of the published site (`isPublicPage`): a removed page, or a route line of an item that is not public,
 * is counted but not named (an item turned private is "removed" from the site). A warning whose link names something
 * that is not public (`notPublic`: a published page's link to a private article), or whose site path is no page of the
 * site, keeps its message and the page it is on, but not that link: the editors see it in wp-admin (the build's
 * outcome, sitebuild/publish/editor-warnings.ts) and in the local copy, which keeps every detail.
 */
export function publicReport(
  report: BuildReportFile,
  isPublicPage: (route: string) => boolean = () => false,
): BuildReportFile {
  const redact = (e: BuildReportFile['entries'][number]) =>
    e.level === 'skipped'
      ? {
          level: e.level,
          entity: e.entity,
          url: '',
          path: '',
          message: 'left out on purpose (not public); details in the build log',
        }
      : e.notPublic || (e.url.startsWith('/') && !isPublicPage(e.url))
        ? { ...withoutFlag(e), url: NOT_NAMED }
        : e
  const render = report.render
    ? {
        ...report.render,
        removed: report.render.removed.map(() => NOT_NAMED),
        routes: report.render.routes.map((r) =>
          isPublicPage(r.route) ? r : { route: NOT_NAMED, why: 'not a public page' },
        ),
      }
    : undefined
  return { ...report, entries: report.entries.map(redact), ...(render ? { render } : {}) }
}

/** Whether `route` ("/kennisbank/koliek/") is a page of the built site in `clientDir`. */
export function isBuiltPage(clientDir: string, route: string): boolean {
  if (!route.startsWith('/') || route.includes('..')) return false
  return existsSync(path.join(clientDir, route, 'index.html'))
}

export function summaryLines(report: BuildReportFile, where: string): string[] {
  const count = (level: string) => report.entries.filter((e) => e.level === level).length
  const lines = [
    `build report: ${count('invalid')} item(s) left out, ${count('warning')} warning(s), ${count('skipped')} skipped — ${where}`,
  ]
  const { fetch, render } = report
  if (fetch) {
    const changes = fetch.mode === 'incremental' ? `: ${fetch.changed} changed, ${fetch.removed} removed` : ''
    lines.push(
      `  fetch: ${fetch.mode} (${fetch.reason})${changes}${fetch.requests !== undefined ? `, ${fetch.requests} requests` : ''}`,
    )
  }
  if (render) {
    lines.push(
      `  render: ${render.mode} (${render.reason}): ${render.rendered} rendered, ${render.unchanged} unchanged, ${render.removed.length} removed, ${(render.ms / 1000).toFixed(1)} s`,
    )
  }
  return lines
}

export async function publishBuildReport(o: PublishOptions): Promise<BuildReportFile | undefined> {
  const log = o.log ?? console.log
  const read = await readReport(o.reportFile)
  if (typeof read === 'string') {
    log(`build report: ${read}`)
    return undefined
  }
  const report = o.render ? { ...read, render: o.render } : read
  const now = o.now ?? new Date()
  const clientDir = path.join(o.distDir, 'client')
  const published = publicReport(report, (route) => isBuiltPage(clientDir, route))
  const dir = path.join(clientDir, REPORT_DIR)
  await mkdir(dir, { recursive: true })
  await writeFile(htmlPathOf(o.reportFile), buildReportHtml(report, now))
  await writeFile(path.join(dir, 'report.html'), buildReportHtml(published, now))
  await writeFile(path.join(dir, 'report.json'), `${JSON.stringify(published, null, 2)}\n`)
  for (const line of summaryLines(report, `${htmlPathOf(o.reportFile)}, on the site /${REPORT_DIR}/report.html`))
    log(line)
  return report
}
