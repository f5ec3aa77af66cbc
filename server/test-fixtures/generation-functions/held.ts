// Test fixture: a request that takes a while — it asks the search at its start and again at its end, and in between
// waits until server/site-handle.test.ts lets it go (after a publish). Both answers must come from one build.
import search from '#functions/search.ts'
import type { Config, Context } from '#functions/_runtime/types.ts'

/** Where the test puts the promise the request waits on (the test and this module share one process). */
export const HOLD = Symbol.for('hoefslag.test.hold')
type Held = { reached: () => void; release: Promise<void> }
const holder = globalThis as { [HOLD]?: Held }

const firstTitle = async (context: Context) => {
  const response = await search(new Request('http://localhost/api/search?q=koliek'), context)
  const body = (await response.json()) as { results: { id: number; title: string }[] }
  return body.results.find((hit) => hit.id === 1001)?.title ?? null
}

export default async (_req: Request, context: Context) => {
  const before = await firstTitle(context)
  const held = holder[HOLD]
  if (held) {
    held.reached()
    await held.release
  }
  return Response.json({ before, after: await firstTitle(context) })
}

export const config: Config = { path: '/api/held' }
