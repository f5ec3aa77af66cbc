// Decision 020: the first page hydrates in slices and yields to the browser in between, so a phone handles a tap or a
// key press within a frame instead of after one long task of 100–300 ms. The document's regions (views/document/
// README in docs/architecture.md: "The document") each sit in a <Suspense> boundary, React's public way to split
// hydration: React hydrates the root (a few providers) at once and each server-rendered boundary afterwards at a
// low priority in 5 ms slices; a click or key press inside a boundary not yet hydrated hydrates that boundary first and
// is then replayed. Nothing in the page suspends on the server, so each boundary only adds `<!--$-->…<!--/$-->` to the
// HTML. The fallback (nothing) would show only if a region suspended on the client; the lazy blocks' code arrives
// before a page renders (pages/+onBeforeRenderClient.ts), so none does.
//
// <html data-hydrated> and the performance mark `hoefslag:hydrated` (bench:lighthouse, the browser tests) say the
// whole page is interactive: they are set once every region has hydrated — not by Vike's onHydrationEnd, which comes
// when the root has, before its regions.
import { Suspense, useEffect, type ReactNode } from 'react'

/** The document's regions, in document order: each hydrates on its own. */
export const REGIONS = ['top', 'main', 'end'] as const
export type Region = (typeof REGIONS)[number]

/** The performance mark bench/lib/lighthouse-run.ts reads. */
export const HYDRATED_MARK = 'hoefslag:hydrated'

const hydrated = new Set<Region>()

/** Called by a region once it has hydrated: the last one marks the document interactive (once per document). */
function regionHydrated(region: Region) {
  const root = document.documentElement
  if (root.dataset.hydrated) return
  hydrated.add(region)
  if (hydrated.size < REGIONS.length) return
  hydrated.clear()
  root.dataset.hydrated = 'true'
  performance.mark(HYDRATED_MARK)
}

/** Its effect runs once the region around it has hydrated (a boundary's effects run when it commits). */
function Hydrated({ region }: { region: Region }) {
  useEffect(() => regionHydrated(region), [region])
  return null
}

/** One region of the document: hydrated in slices of its own (see above). */
export function HydrationSlice({ region, children }: { region: Region; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated region={region} />
    </Suspense>
  )
}
