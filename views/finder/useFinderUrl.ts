// The finder's state lives in the URL (spec §4 "Changing filters commits the query and navigates with page=1"): the
// state is read from the page's URL after hydration, and every change navigates (Vike's router: a history entry per
// change, so the back button walks back through them). Updates read the URL at the moment they run, never a stale copy.
import { useCallback } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useHydrated } from '../search/useHydrated.ts'
import {
  finderHref,
  firstPage,
  parseFinderQuery,
  withTerm,
  type FinderQuery,
  type FinderTermSelection,
} from './finder-query.ts'

export type FinderUpdate = (
  update: (current: FinderQuery) => FinderQuery,
  options?: { replace?: boolean; keepPage?: boolean },
) => void

export function useFinderUrl(term?: FinderTermSelection): { query: FinderQuery | null; update: FinderUpdate } {
  const hydrated = useHydrated()
  const search = usePageContext().urlParsed.searchOriginal ?? ''
  const query = hydrated ? withTerm(parseFinderQuery(search), term) : null

  const update = useCallback<FinderUpdate>(
    (change, { replace = false, keepPage = false } = {}) => {
      const current = withTerm(parseFinderQuery(window.location.search), term)
      const changed = change(current)
      const next = keepPage ? changed : firstPage(changed)
      const href = finderHref(next, term)
      if (href === `${window.location.pathname}${window.location.search}`) return
      void navigate(href, { keepScrollPosition: true, overwriteLastHistoryEntry: replace })
    },
    [term],
  )
  return { query, update }
}
