// https://vike.dev/onCreateGlobalContext — client only, once per visit before the first page hydrates: the layout
// data from its static asset (decision 016). The HTML preloads it (+Head.tsx) and the HTTP cache keeps it, so on the
// next page it costs no request. If it cannot be loaded the page stays as prerendered: links work, widgets do not.
import type { GlobalContextClient } from 'vike/types'
import { fetchLayout } from '#views/chrome/fetch-layout.ts'

export async function onCreateGlobalContext(globalContext: GlobalContextClient) {
  globalContext.layout = await fetchLayout(globalContext.layoutUrl)
}
