// A publish in two phases (decision 067). Phase 1 renders the pages an edit changes directly and goes live at once;
// phase 2, the ripple, renders the rest of what the edit changed — lists of newest items shown on thousands of pages,
// pagination windows that shift — as a build of its own, which the next edit pre-empts and which resumes after it.
//
// Which pages are direct is read off the dependencies the render recorded (track.ts), not from a list of page kinds:
// a page is direct when it is new, its file is missing, it is the home page, or one of its changed inputs is an item
// itself — an entity or its card (`e:<table>:<id>`, `e:cards:<kind>:<id>`), a route entry (`r:<path>`), an item's
// neighbours (`l:<list>@<id>`) — or the start of a list (`l:<list>[0,n)`): the edited item's own page, every page
// that shows its card or links to it (so a link to an unpublished item goes in phase 1 too), its neighbours' pages,
// and the first page of every list it entered or left (its category's and tags', the news). A page whose changed
// inputs are only later list windows, list lengths, whole tables or site data shows the same items at other places:
// that is the ripple. Pure: the driver passes the plan and each page's changed inputs.
import type { PlannedJob } from './plan.ts'

/** With at most this many pages to render, a build renders all of them in phase 1: a second phase would not pay. */
export const DEFAULT_RIPPLE_FROM = 200

export type Phase = 'all' | 'direct' | 'ripple'

/** An input whose change makes the pages that read it direct: one item, its neighbours, the start of a list. */
export function isDirectKey(key: string): boolean {
  if (key.startsWith('r:')) return key !== 'r:*'
  if (key.startsWith('l:')) return key.includes('@') || /\[0,\d+\)$/.test(key)
  return key.startsWith('e:') && !key.endsWith(':*') && key.split(':').length >= 3
}

const ALWAYS_DIRECT = new Set(['new page', 'its file was missing', 'full build'])

export type Split = { direct: PlannedJob[]; ripple: PlannedJob[] }

/**
 * The pages of phase 1 and of phase 2. `changedInputs(key)`: the page's dependency keys whose fingerprint changed
 * since it was rendered (empty for a page that only waits from an earlier edit). Every page goes to phase 1 when there
 * are at most `rippleFrom` of them.
 */
export function splitPhases(
  render: readonly PlannedJob[],
  changedInputs: (pageKey: string) => readonly string[],
  rippleFrom: number,
): Split {
  if (render.length <= rippleFrom) return { direct: [...render], ripple: [] }
  const direct: PlannedJob[] = []
  const ripple: PlannedJob[] = []
  for (const job of render) {
    const isDirect = ALWAYS_DIRECT.has(job.why) || job.key === '/' || changedInputs(job.key).some(isDirectKey)
    ;(isDirect ? direct : ripple).push(job)
  }
  return { direct, ripple }
}
