// Which pages a build renders: all of them (no usable previous state, --full, or a build-wide input changed), or only
// those that are new, whose file is missing, or one of whose dependencies (track.ts) has another fingerprint now; and
// which pages of the previous build are gone. Pure: the driver passes in the state, the fingerprints and the file check.
import { bodyFileOf, jsonFileOf } from './files.ts'
import type { Job } from './protocol.ts'
import type { PageState, Previous } from './previous.ts'

export type PlannedJob = Job & { why: string }
/** Why a page renders although no input of it changed in this build: it waits for phase 2 of an earlier publish
 *  (build-state.json `ripple`, phases.ts). */
export const RIPPLE_WHY = 'waiting since an earlier edit (phase 2)'
export type Plan = {
  mode: 'full' | 'incremental'
  reason: string
  render: PlannedJob[]
  /** Pages kept as the previous build wrote them. */
  unchanged: string[]
  /** Pages of the previous build that are no longer in the site, with their files. */
  removed: Array<{ key: string; state: PageState }>
  /** A page's dependency keys whose fingerprint differs from the previous build's (phases.ts); empty in a full plan. */
  changedInputs: (pageKey: string) => string[]
}

/** A dependency key (track.ts) in words, for the build report. */
export function describeKey(key: string, before?: string, now?: string): string {
  const change = before === '-' ? 'added' : now === '-' ? 'removed' : 'changed'
  const [kind = '', ...parts] = key.split(':')
  const rest = parts.join(':')
  if (kind === 'e') {
    const [table, ...id] = parts
    return id.join(':') === '*' ? `the ${table} table changed` : `${table} ${id.join(':')} ${change}`
  }
  if (kind === 'l') {
    const around = /^(.*)@(.*)$/.exec(rest)
    if (around) return `the neighbours of ${around[2]} in list ${(around[1] ?? '').replace(':', ' ')} changed`
    const range = /^(.*)\[(\d+),(\d+)\)$/.exec(rest)
    if (range) return `list ${(range[1] ?? '').replace(':', ' ')} items ${Number(range[2]) + 1}–${range[3]} changed`
    if (rest.endsWith('#len')) return `the length of list ${rest.slice(0, -4).replace(':', ' ')} changed`
    return `list ${rest.replace(':', ' ')} changed`
  }
  if (kind === 'r') return rest === '*' ? 'the route table changed' : `route ${rest} ${change}`
  if (kind === 's') return `site ${rest} changed`
  if (kind === 'm') return `snapshot ${rest} changed`
  return `${key} changed`
}

export type PlanInput = {
  jobs: Job[]
  /** Set when every page renders, with the reason. */
  full?: string
  previous?: Previous
  fingerprint: (key: string) => string
  exists: (file: string) => boolean
}

export function planPages({ jobs, full, previous, fingerprint, exists }: PlanInput): Plan {
  const current = new Set(jobs.map((j) => j.key))
  const removed = previous
    ? [...previous.pages].filter(([key]) => !current.has(key)).map(([key, state]) => ({ key, state }))
    : []
  if (full !== undefined || !previous) {
    return {
      mode: 'full',
      reason: full ?? 'no previous build state',
      render: jobs.map((j) => ({ ...j, why: 'full build' })),
      unchanged: [],
      removed,
      changedInputs: () => [],
    }
  }
  const changed = new Map<string, string | undefined>()
  const whyChanged = (key: string): string | undefined => {
    if (changed.has(key)) return changed.get(key)
    const before = previous.values.get(key)
    const now = fingerprint(key)
    const why = before === now ? undefined : describeKey(key, before, now)
    changed.set(key, why)
    return why
  }
  // With the index: every key compared once, by position, and each page's dependencies checked by position; its reason
  // is its first changed key in name order, as the scan by name below gives it.
  const index = previous.index
  const changedAt = index && changedPositions(index.keys, index.values, fingerprint)
  const whyByIndex = (deps: readonly number[]): string | undefined => {
    if (!index || !changedAt) return undefined
    let first = -1
    for (const d of deps) {
      if (changedAt[d] && (first === -1 || (index.keys[d] ?? '') < (index.keys[first] ?? ''))) first = d
    }
    if (first === -1) return undefined
    const key = index.keys[first] ?? ''
    return describeKey(key, index.values[first], fingerprint(key))
  }
  const render: PlannedJob[] = []
  const unchanged: string[] = []
  for (const job of jobs) {
    const page = previous.pages.get(job.key)
    let why: string | undefined
    if (!page) why = 'new page'
    else if (
      page.file !== job.file ||
      !exists(page.file) ||
      (page.json && !exists(jsonFileOf(page.file))) ||
      (page.body && !exists(bodyFileOf(page.file)))
    )
      why = 'its file was missing'
    else {
      const deps = index?.deps.get(job.key)
      if (deps) why = whyByIndex(deps)
      else for (const dep of page.deps) if ((why = whyChanged(dep))) break
      // Unchanged since, but not rendered since the edit before: phase 2 of that edit has not reached it yet.
      if (!why && previous.ripple?.has(job.key)) why = RIPPLE_WHY
    }
    if (why) render.push({ ...job, why })
    else unchanged.push(job.key)
  }
  const reason =
    render.length || removed.length
      ? `${render.length} page(s) with changed inputs, ${removed.length} removed`
      : 'nothing changed'
  const changedInputs = (pageKey: string): string[] => {
    const deps = index?.deps.get(pageKey)
    if (deps && changedAt) return deps.filter((d) => changedAt[d]).map((d) => index?.keys[d] ?? '')
    return (previous.pages.get(pageKey)?.deps ?? []).filter((dep) => whyChanged(dep) !== undefined)
  }
  return { mode: 'incremental', reason, render, unchanged, removed, changedInputs }
}

/** Per position of `keys`: 1 where the key's fingerprint now differs from the one recorded (`values`). */
function changedPositions(keys: readonly string[], values: readonly string[], fingerprint: (key: string) => string) {
  const out = new Uint8Array(keys.length)
  for (let i = 0; i < keys.length; i++) if (fingerprint(keys[i] ?? '') !== values[i]) out[i] = 1
  return out
}
