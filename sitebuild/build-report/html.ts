// The build report as one self-contained HTML page (no scripts, no external files) for editors and operators: what
// the fetch did, what was rendered and why, and every item left out, warning and skipped item. English, like the
// report's JSON and the build's output.
import type { BuildReportFile, RenderSection } from './schema.ts'

type Entry = BuildReportFile['entries'][number]

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** Rendered-route rows shown at most; the rest is counted. */
export const MAX_ROUTE_ROWS = 500

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f0}td.msg{max-width:28rem}code{font-size:.85rem;word-break:break-all}
.summary{display:flex;flex-wrap:wrap;gap:.75rem;padding:0;list-style:none}.summary li{border:1px solid #ddd;border-radius:6px;padding:.5rem .9rem}
.summary strong{display:block;font-size:1.3rem}.none{color:#555}`

const cell = (value: string | number | undefined) =>
  `<td>${value === undefined || value === '' ? '' : escape(String(value))}</td>`
const link = (url: string) => (/^https?:\/\//.test(url) ? `<a href="${escape(url)}">${escape(url)}</a>` : escape(url))

function entriesTable(title: string, entries: Entry[], empty: string): string {
  if (entries.length === 0) return `<h2>${escape(title)}</h2><p class="none">${escape(empty)}</p>`
  const rows = entries.map(
    (e) =>
      `<tr>${cell(e.entity)}${cell(e.id)}${cell(e.slug)}<td><code>${link(e.url)}</code></td><td><code>${escape(e.path)}</code></td><td class="msg">${escape(e.message)}</td></tr>`,
  )
  return (
    `<h2>${escape(title)} (${entries.length})</h2><table><thead><tr><th scope="col">Type</th><th scope="col">Id</th><th scope="col">Slug</th>` +
    `<th scope="col">Where</th><th scope="col">Field</th><th scope="col">Problem</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  )
}

/** Where this build stands in a publish in two phases (decision 067), in the editors' words. */
function phaseLine(render: RenderSection): string {
  const waiting = render.waiting ?? 0
  const count = (n: number) => n.toLocaleString('nl-NL')
  if (render.phase === 'direct')
    return waiting
      ? `<p class="phase">Phase 1 (live): the pages this change reaches directly. Phase 2, bijwerken van overige pagina's: ${count(waiting)} page(s) follow.</p>`
      : '<p class="phase">Phase 1 (live): every changed page; no phase 2 needed.</p>'
  if (render.phase === 'ripple')
    return render.preempted
      ? `<p class="phase">Phase 2, bijwerken van overige pagina's: paused by a new change after ${count(render.rendered)} page(s); ${count(waiting)} to go.</p>`
      : `<p class="phase">Phase 2, bijwerken van overige pagina's: done (${count(render.rendered)} page(s)).</p>`
  return ''
}

function renderSection(render: RenderSection): string {
  const shown = render.routes.slice(0, MAX_ROUTE_ROWS)
  const more = render.routes.length - shown.length
  const rows = shown.map((r) => `<tr><td><code>${escape(r.route)}</code></td>${cell(r.why)}</tr>`).join('')
  const removed = render.removed.length
    ? `<h3>Removed pages (${render.removed.length})</h3><ul>${render.removed.map((r) => `<li><code>${escape(r)}</code></li>`).join('')}</ul>`
    : ''
  return (
    `<h2>Rendering</h2><p>${escape(render.mode)} build (${escape(render.reason)}): ${render.rendered} page(s) rendered, ` +
    `${render.unchanged} unchanged, ${render.removed.length} removed, in ${(render.ms / 1000).toFixed(1)} s.</p>` +
    phaseLine(render) +
    (shown.length
      ? `<table><thead><tr><th scope="col">Route</th><th scope="col">Why it was rendered</th></tr></thead><tbody>${rows}</tbody></table>`
      : '') +
    (more > 0 ? `<p class="none">… and ${more} more route(s).</p>` : '') +
    removed
  )
}

/** The redirects this build made from old paths of renamed and moved items. */
function movedSection(moved: NonNullable<BuildReportFile['moved']>): string {
  if (!moved.length) return ''
  const rows = moved
    .map(
      (m) =>
        `<tr><td><code>${escape(m.from)}</code></td><td><code>${escape(m.to)}</code></td>${cell(`${m.entity} ${m.id}`)}</tr>`,
    )
    .join('')
  return (
    `<h2>Redirects for moved items (${moved.length})</h2><p>Old paths of renamed or moved items, each a 301 to the item's path today.</p>` +
    `<table><thead><tr><th scope="col">Old path</th><th scope="col">Now</th><th scope="col">Item</th></tr></thead><tbody>${rows}</tbody></table>`
  )
}

export function buildReportHtml(report: BuildReportFile, builtAt: Date): string {
  const by = (level: Entry['level']) => report.entries.filter((e) => e.level === level)
  const [invalid, warnings, skipped] = [by('invalid'), by('warning'), by('skipped')]
  const fetch = report.fetch
    ? `<p>Fetch: ${escape(report.fetch.mode)} (${escape(report.fetch.reason)})` +
      (report.fetch.mode === 'incremental'
        ? `: ${report.fetch.changed} changed, ${report.fetch.removed} removed`
        : '') +
      (report.fetch.requests !== undefined ? `, ${report.fetch.requests} requests` : '') +
      '.</p>'
    : ''
  const tile = (n: number, label: string) => `<li><strong>${n}</strong>${escape(label)}</li>`
  return (
    `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Build report</title><style>${STYLE}</style></head>
<body><main><h1>Build report</h1><p>Built ${escape(builtAt.toISOString().replace('T', ' ').slice(0, 19))} UTC.</p>
<ul class="summary">${tile(invalid.length, 'left out')}${tile(warnings.length, 'warnings')}${tile(skipped.length, 'skipped')}` +
    `${report.render ? tile(report.render.rendered, 'pages rendered') : ''}</ul>${fetch}
${report.render ? renderSection(report.render) : ''}
${report.moved ? movedSection(report.moved) : ''}
${entriesTable('Left out (invalid data)', invalid, 'Nothing was left out.')}
${entriesTable('Warnings', warnings, 'No warnings.')}
${entriesTable('Skipped (not public content)', skipped, 'Nothing was skipped.')}
</main></body></html>
`
  )
}
