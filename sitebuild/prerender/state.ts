// The build state, dist/build-state.json: what the last build rendered, from what. Beside dist/client (never published)
// and inside dist/ so that Netlify's build cache, which keeps .snapshot/ and dist/, keeps it too. Written only after a
// build succeeded and removed before a build writes any page, so a failed build is followed by a full one.
import { readFileSync } from 'node:fs'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import type { PageState, Previous } from './previous.ts'

export const BUILD_STATE_FILE = 'build-state.json'
const StateSchema = z.object({
  /** The build-wide inputs (globals.ts), each by hash: any change re-renders everything. The prerender's code stamp is
   *  one of them (this file's included), so a state written by other code — another meaning — forces a full build;
   *  a state that does not parse does too. */
  globals: z.record(z.string(), z.string()),
  /** Every dependency key any page has (track.ts), with its fingerprint when the pages were rendered. */
  keys: z.array(z.string()),
  values: z.array(z.string()),
  /** The distinct inline-script hashes of the pages (for the CSP, sitebuild/postbuild). */
  inline: z.array(z.string()),
  /** Per page key (its URL, or ":404"): its HTML file, whether a pageContext.json and a body file sit beside it, and its dependencies
   *  and inline scripts as positions in `keys` and `inline`. */
  pages: z.record(
    z.string(),
    z.object({
      file: z.string(),
      json: z.boolean(),
      body: z.boolean(),
      deps: z.array(z.number().int()),
      inline: z.array(z.number().int()),
    }),
  ),
  /** Pages whose inputs changed but whose file is still the one before: phase 2 of a publish (phases.ts) renders them
   *  next. Their entry in `pages` is the one they were rendered with. */
  ripple: z.array(z.string()).default([]),
})
export type BuildState = z.infer<typeof StateSchema>

/** The previous build's state, or why there is none usable. */
export function readBuildState(distDir: string): { state: BuildState } | { missing: string } {
  let text: string
  try {
    text = readFileSync(path.join(distDir, BUILD_STATE_FILE), 'utf8')
  } catch {
    return { missing: 'no previous build state' }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { missing: `${BUILD_STATE_FILE} is not valid JSON` }
  }
  const parsed = StateSchema.safeParse(json)
  return parsed.success
    ? { state: parsed.data }
    : { missing: `${BUILD_STATE_FILE} is from another version of the build` }
}

/** The pages of a state with their keys and hashes spelled out. */
export function pagesOf(state: BuildState): Map<string, PageState> {
  return new Map(
    Object.entries(state.pages).map(([key, p]) => [
      key,
      {
        file: p.file,
        json: p.json,
        body: p.body,
        deps: p.deps.map((i) => state.keys[i] ?? ''),
        inline: p.inline.map((i) => state.inline[i] ?? ''),
      },
    ]),
  )
}

/** The previous build as the plan reads it: its pages, each key's fingerprint then, and the dependencies by position. */
export function previousOf(state: BuildState): Previous {
  return {
    pages: pagesOf(state),
    values: new Map(state.keys.map((k, i) => [k, state.values[i] ?? ''])),
    index: {
      keys: state.keys,
      values: state.values,
      deps: new Map(Object.entries(state.pages).map(([key, p]) => [key, p.deps])),
    },
    ripple: new Set(state.ripple),
  }
}

/** A state from the pages and the current fingerprint of each of their keys. */
export function makeBuildState(
  globals: Record<string, string>,
  pages: Map<string, PageState>,
  fingerprint: (key: string) => string,
  ripple: Iterable<string> = [],
): BuildState {
  const keyIndex = new Map<string, number>()
  const inlineIndex = new Map<string, number>()
  const indexOf = (map: Map<string, number>, value: string) => {
    let i = map.get(value)
    if (i === undefined) map.set(value, (i = map.size))
    return i
  }
  const out: BuildState['pages'] = {}
  for (const [key, p] of [...pages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    out[key] = {
      file: p.file,
      json: p.json,
      body: p.body ?? false,
      deps: p.deps.map((d) => indexOf(keyIndex, d)),
      inline: p.inline.map((h) => indexOf(inlineIndex, h)),
    }
  }
  const keys = [...keyIndex.keys()]
  return {
    globals,
    keys,
    values: keys.map(fingerprint),
    inline: [...inlineIndex.keys()],
    pages: out,
    ripple: [...ripple].filter((key) => key in out).sort(),
  }
}

export async function writeBuildState(distDir: string, state: BuildState): Promise<void> {
  const file = path.join(distDir, BUILD_STATE_FILE)
  await writeFile(`${file}.tmp`, JSON.stringify(state))
  await rename(`${file}.tmp`, file)
}

export const removeBuildState = (distDir: string) => rm(path.join(distDir, BUILD_STATE_FILE), { force: true })
