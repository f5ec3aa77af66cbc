// The rarely used interactive blocks (forms, tools, the interactive image, the video overview) load on the client
// when a page shows one, not with every page's JS (every page's JS stays within its budget, tests/budgets/js.ts). `#lazy-blocks` (package.json "imports")
// resolves to lazy-blocks.client.ts in the browser bundle (React.lazy) and to lazy-blocks.server.ts everywhere else
// (the components themselves). Both sides wrap the block in the same Suspense boundary, so hydration keeps the
// server's HTML until the block's code has arrived and then hydrates that block alone (React's selective hydration).
import { Suspense, createElement, type ComponentType, type ReactElement } from 'react'

export function suspended<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function LazyBlock(props: P): ReactElement {
    return createElement(Suspense, { fallback: null }, createElement(Inner, props))
  }
  return LazyBlock
}
