// https://vike.dev/onAfterRenderHtml (vike-react) — server only, after React rendered the page to a string and before
// Vike assembles the document: with the prerender's document shell (decision 050, lib/document-shell.ts) the page's
// markup, its layout parts in place, goes to the shell and Vike gets the shell's token instead. Without a shell
// (the editors' functions) nothing changes.
import type { PageContextServer } from 'vike/types'
import { splitParts } from '#lib/document-shell.ts'

export function onAfterRenderHtml(pageContext: PageContextServer) {
  const { shell, pageHtmlString } = pageContext
  if (!shell || pageHtmlString === undefined) return
  shell.body = splitParts(pageHtmlString, shell)
  pageContext.pageHtmlString = shell.token
}
