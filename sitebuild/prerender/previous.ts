// The previous build as the incremental plan reads it (plan.ts) and build-state.json stores it (state.ts): its pages
// with their dependencies, and each dependency key's fingerprint then. A module of its own, so the plan and the state
// file import these types from one place rather than from each other.

/**
 * A page of a build: its file, whether it has a `.pageContext.json` and a body file beside it (decision 016,
 * lib/html-in-document.ts), its dependency keys and inline-script hashes.
 */
export type PageState = { file: string; json: boolean; body?: boolean; deps: string[]; inline: string[] }

/**
 * The previous build: its pages and each dependency key's fingerprint then. `index` (state.ts `previousOf`): the same
 * dependencies as positions in one key list, as build-state.json keeps them — the plan then compares each key once and
 * finds a page's changed inputs by position, instead of looking every page's keys up by name.
 */
export type Previous = {
  pages: Map<string, PageState>
  values: Map<string, string>
  index?: { keys: readonly string[]; values: readonly string[]; deps: Map<string, readonly number[]> }
  /** Pages whose file is still from before the last edit: that edit's phase 2 has not rendered them yet (phases.ts). */
  ripple?: ReadonlySet<string>
}
