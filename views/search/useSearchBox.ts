// The header search's behaviour, shared by the desktop bar and the mobile modal: the query, open or closed, the panel's
// model, the active option (aria-activedescendant), the keyboard (ArrowDown/ArrowUp, Enter, Escape) and choosing an option
// (remember the search, close, go). The combobox pattern: focus stays in the input, the options are pointed at.
import {
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useSearchLabels } from './labels.ts'
import { optionsKey, panelModel, type PanelModel } from './panel-model.ts'
import { getServerRecentSearches, recentSearches } from './recent-searches.ts'
import { reportOpenedResult } from './result-beacon.ts'
import { normalizeQuery, searchUrl } from './search-url.ts'
import type { PanelOption } from './suggestion-view.ts'
import { useSuggestions } from './useSuggestions.ts'

type Options = {
  /** The query to start with ('look further' on the search page). */
  initialQuery?: string
  /** Open from the start (the mobile modal's input exists only while the modal is open). */
  initiallyOpen?: boolean
  /** Called after an option was chosen or the form submitted, before navigating (the modals close). */
  onDone?: () => void
  /** Escape: closes the panel unless given (the mobile modal closes itself). */
  onEscape?: () => void
}

export type SearchBox = ReturnType<typeof useSearchBox>

export function useSearchBox({ initialQuery = '', initiallyOpen = false, onDone, onEscape }: Options = {}) {
  const id = useId()
  const [query, setQuery] = useState(initialQuery)
  const [open, setOpenState] = useState(initiallyOpen)
  const [activeState, setActiveState] = useState({ key: '', index: -1 })
  // Opening or closing starts again with no active option.
  const setOpen = (next: boolean) => {
    setOpenState(next)
    setActiveState({ key: '', index: -1 })
  }
  const suggestions = useSuggestions(query, open)
  const recent = useSyncExternalStore(recentSearches.subscribe, recentSearches.get, getServerRecentSearches)
  const mostSearched = usePageContext().globalContext.layout.search.mostSearchedWords
  const labels = useSearchLabels()
  const model: PanelModel = useMemo(
    () => panelModel({ suggestions, recent, mostSearched, labels }),
    [suggestions, recent, mostSearched, labels],
  )
  const key = `${query}|${optionsKey(model)}`
  const active = activeState.key === key ? activeState.index : -1
  const optionId = (index: number) => `${id}-option-${index}`
  const popupId = `${id}-popup`

  // Keep the active option in view when the panel scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, id])

  const finish = (href: string, remember: string) => {
    recentSearches.add(remember)
    setOpen(false)
    onDone?.()
    void navigate(href)
  }

  const move = (step: 1 | -1) => {
    const count = model.options.length
    if (!count) return
    // -1 is the input itself: the arrows cycle through it, as browsers' own suggestion lists do.
    const next = ((active + 1 + step + (count + 1)) % (count + 1)) - 1
    setActiveState({ key, index: next })
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys that finish an input-method composition (Enter choosing a character) are not ours.
    if (e.nativeEvent.isComposing) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) setOpen(true)
      else move(e.key === 'ArrowDown' ? 1 : -1)
    } else if (e.key === 'Enter' && open && active >= 0) {
      const option = model.options[active]
      if (!option) return
      e.preventDefault()
      reportIfResult(option)
      finish(option.href, option.query)
    } else if (e.key === 'Escape') {
      // Not the search field's own Escape (which empties it): Escape closes the search.
      e.preventDefault()
      if (onEscape) onEscape()
      else setOpen(false)
    }
  }

  /** The form's submit (Enter without an active option, or the button): the results page for the query. */
  const submit = (): boolean => {
    const q = normalizeQuery(query)
    if (!q) return false
    finish(searchUrl(q), q)
    return true
  }

  /** A click on an option: the browser (and Vike's router) follow the link; remember, close. */
  const onOptionClick = (option: PanelOption, e: MouseEvent<HTMLAnchorElement>) => {
    reportIfResult(option)
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    recentSearches.add(option.query)
    setOpen(false)
    onDone?.()
  }

  return {
    query,
    setQuery,
    open,
    setOpen,
    model,
    active,
    optionId,
    popupId,
    recent,
    submit,
    onOptionClick,
    clearRecent: () => recentSearches.clear(),
    inputProps: {
      role: 'combobox' as const,
      'aria-expanded': open,
      'aria-controls': popupId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      value: query,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setQuery(e.target.value)
        setActiveState({ key: '', index: -1 })
        if (!open) setOpen(true)
      },
      onKeyDown,
    },
  }
}

/** A suggested result (not a 'view all' link or a word) that is opened: reported for the search insights. */
function reportIfResult(option: PanelOption) {
  if ('postType' in option) reportOpenedResult(option.query, option.href)
}

/** The form around a search box: submitting (back to the input when there is nothing to search) and 'look further'. */
export function useSearchForm(box: Pick<SearchBox, 'submit'>, input: RefObject<HTMLInputElement | null>) {
  return {
    onSubmit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      if (!box.submit()) input.current?.focus()
    },
    lookFurther: () => {
      input.current?.focus()
      input.current?.select()
    },
  }
}
