// The route families of a build: every route of the snapshot's route table grouped by its kind, plus the 404 page.
// The HTML bench and budget look at the largest page of each family (the content set is fixed, so this is deterministic).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { htmlFileOf, htmlParts, type HtmlParts } from './parts.ts'

const RoutesSchema = z.record(z.string(), z.object({ kind: z.string() }))

export type FamilyFigures = {
  family: string
  pages: number
  largest: string
  parts: HtmlParts
  /** Bytes of the family's median page. */ median: number
}

/** Route paths by family (route kind), from `<snapshotDir>/routes.json`; `404` holds the error page. */
export function routeFamilies(snapshotDir: string): Map<string, string[]> {
  const routes = RoutesSchema.parse(JSON.parse(readFileSync(path.join(snapshotDir, 'routes.json'), 'utf8')))
  const families = new Map<string, string[]>()
  for (const [routePath, { kind }] of Object.entries(routes))
    families.set(kind, [...(families.get(kind) ?? []), routePath])
  families.set('404', ['404'])
  return families
}

/** The largest built page of each family with what it is made of; families in the route table's order. */
export function measureFamilies(clientDir: string, snapshotDir: string): FamilyFigures[] {
  const figures: FamilyFigures[] = []
  for (const [family, paths] of routeFamilies(snapshotDir)) {
    const measured = paths
      .filter((p) => existsSync(htmlFileOf(clientDir, p)))
      .map((p) => ({ path: p, parts: htmlParts(readFileSync(htmlFileOf(clientDir, p), 'utf8')) }))
      .sort((a, b) => b.parts.total - a.parts.total)
    const top = measured[0]
    const median = measured[Math.floor(measured.length / 2)]?.parts.total ?? 0
    if (top) figures.push({ family, pages: measured.length, largest: top.path, parts: top.parts, median })
  }
  return figures
}

const kb = (n: number) => (n / 1024).toFixed(1)

/** A fixed-width table: family, pages, the median page's size, the largest page's total/gzip and its parts in KB. */
export function formatFamilies(figures: FamilyFigures[]): string {
  const head = [
    'family',
    'pages',
    'median',
    'total',
    'gzip',
    'pageCtx',
    'globalCtx',
    'scripts',
    'styles',
    'links',
    'markup',
    'largest page',
  ]
  const rows = figures.map(({ family, pages, largest, parts: p, median }) => [
    family,
    String(pages),
    kb(median),
    kb(p.total),
    kb(p.gzip),
    kb(p.pageContext),
    kb(p.globalContext),
    kb(p.otherScripts),
    kb(p.styles),
    kb(p.links),
    kb(p.markup),
    largest,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
  return [line(head), ...rows.map(line)].join('\n')
}
