// A part of the layout that is the same on many pages, rendered once by the prerender (decision 050): with the
// prerender's document shell (pageContext.shell, lib/document-shell.ts) the first page renders it inside a capture
// element and every later page with the same variant a placeholder, which the shell replaces with the captured markup.
// Without a shell (the browser, the editors' functions) it renders its children: the same markup.
// The children must be a pure function of the build's layout data and `variant` — whatever else they read from the
// page (its path, its data) must be in `variant`, or pages would get another page's markup. Their images that are not
// lazy go in `keep` (the same elements): React preloads those at the top of the page, so the placeholder renders them
// where the part would (the shell checks they are the same and drops them).
import { createElement, type ReactElement } from 'react'
import { partId, type DocumentShell } from '#lib/document-shell.ts'

type Props = {
  shell: DocumentShell | undefined
  name: string
  variant: string
  keep?: ReactElement | undefined
  children: ReactElement
}

export function RenderedOnce({ shell, name, variant, keep, children }: Props) {
  if (!shell) return children
  const id = partId(shell, name, variant)
  return shell.parts.has(id)
    ? createElement(shell.tag, { 'data-part': id }, keep)
    : createElement(shell.tag, { 'data-capture': id }, children)
}
