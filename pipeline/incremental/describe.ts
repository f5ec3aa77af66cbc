// One line on what the fetch did, for the pipeline's and the build's output.
import type { FetchSummary } from './fetch-entries.ts'

export function describeFetch(summary: FetchSummary, requests: number): string {
  if (summary.mode === 'full') return `fetch: full (${summary.reason}), ${requests} requests`
  const by = Object.entries(summary.perCollection)
    .filter(([, d]) => d.changed + d.removed > 0)
    .map(([name, d]) => `${name} ${d.changed ? `+${d.changed}` : ''}${d.removed ? `−${d.removed}` : ''}`)
  return (
    `fetch: incremental (${summary.reason}): ${summary.changed} changed, ${summary.removed} removed` +
    `${by.length ? ` (${by.join(', ')})` : ''}, ${requests} requests`
  )
}
