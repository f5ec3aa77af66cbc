// What the header search panel shows for the state of the suggestions (spec §2): the intro before typing, the groups
// after, the no-results state, a loading or error line; and the options the arrow keys walk through.
import type { Suggestions } from './useSuggestions.ts'
import {
  introView,
  suggestionsView,
  type IntroView,
  type Labels,
  type PanelOption,
  type SuggestionsView,
} from './suggestion-view.ts'
import { searchUrl } from './search-url.ts'

export type PanelModel =
  | { kind: 'intro'; intro: IntroView; options: PanelOption[] }
  | { kind: 'loading'; options: PanelOption[] }
  | { kind: 'suggestions'; view: SuggestionsView; loading: boolean; options: PanelOption[] }
  | { kind: 'no-results'; query: string; options: PanelOption[] }
  | { kind: 'error'; query: string; options: PanelOption[] }

type Input = { suggestions: Suggestions; recent: readonly string[]; mostSearched: readonly string[]; labels: Labels }

export function panelModel({ suggestions, recent, mostSearched, labels }: Input): PanelModel {
  switch (suggestions.status) {
    case 'idle': {
      const intro = introView(recent, mostSearched)
      return { kind: 'intro', intro, options: intro.options }
    }
    case 'loading': {
      const previous =
        suggestions.previous && suggestionsView(suggestions.previous.answer, suggestions.previous.query, labels)
      return previous?.groups.length
        ? { kind: 'suggestions', view: previous, loading: true, options: previous.options }
        : { kind: 'loading', options: [] }
    }
    case 'done': {
      const view = suggestionsView(suggestions.answer, suggestions.query, labels)
      return view.groups.length
        ? { kind: 'suggestions', view, loading: false, options: view.options }
        : { kind: 'no-results', query: suggestions.query, options: [] }
    }
    case 'error':
      // The results page may still work: offer it.
      return {
        kind: 'error',
        query: suggestions.query,
        options: [
          { index: 0, href: searchUrl(suggestions.query), label: labels.viewAllResults, query: suggestions.query },
        ],
      }
  }
}

/** Identifies the option list, so the active option resets when the list changes. */
export function optionsKey(model: PanelModel): string {
  return `${model.kind}|${model.options.map((o) => o.href).join('|')}`
}
