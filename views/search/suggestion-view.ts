// The header search panel as data (spec §2 "Header search"): before typing the intro (recent searches or the 'most searched
// for' words), after typing the groups with their top hits and 'view all' links plus 'view all search results', and one flat
// list of every option in display order, which the arrow keys walk through.
import { formatDutchDate } from '#lib/format/dates.ts'
import type { SearchAnswer, SearchHit } from '#search/model.ts'
import { GROUPS, type GroupKey, type PostType } from '#search/post-types.ts'
import { searchUrl } from './search-url.ts'

/** Top hits per group in the header search. */
export const SUGGESTION_HITS_PER_GROUP = 3

export type PanelOption = {
  /** Position in the panel's flat option list (the arrow keys' order). */
  index: number
  href: string
  label: string
  /** What to remember as a recent search when it is chosen. */
  query: string
}

export type HitOption = PanelOption & { postType: PostType; meta: string; date: string }

export type IntroView = { kind: 'recent' | 'popular'; options: PanelOption[] }

export type SuggestionGroupView = { key: GroupKey; title: string; hits: HitOption[]; viewAll: PanelOption }

export type SuggestionsView = {
  query: string
  groups: SuggestionGroupView[]
  viewAllResults: PanelOption
  options: PanelOption[]
}

export type Labels = {
  /** A group's title: the search settings' filter label, else the translation. */
  group: (key: GroupKey) => string
  /** A post type's name, for hits without a category. */
  postType: (type: PostType) => string
  viewAllResults: string
  viewAll: string
}

/** Recent searches when there are any, else the most searched words; each links to its results page. */
export function introView(recent: readonly string[], mostSearched: readonly string[]): IntroView {
  const kind = recent.length ? 'recent' : 'popular'
  const words = recent.length ? recent : mostSearched
  return { kind, options: words.map((word, index) => ({ index, href: searchUrl(word), label: word, query: word })) }
}

/** The groups that have hits, in GROUPS order, then 'view all search results'; no groups means no results. */
export function suggestionsView(
  answer: SearchAnswer,
  query: string,
  labels: Labels,
  perGroup = SUGGESTION_HITS_PER_GROUP,
): SuggestionsView {
  const options: PanelOption[] = []
  const add = <T extends Omit<PanelOption, 'index'>>(option: T): T & PanelOption => {
    const withIndex = { ...option, index: options.length }
    options.push(withIndex)
    return withIndex
  }
  const groups = GROUPS.flatMap((g): SuggestionGroupView[] => {
    const hits = answer.groups?.find((x) => x.key === g.key)?.top_type_hits.slice(0, perGroup) ?? []
    if (!hits.length) return []
    const title = labels.group(g.key)
    return [
      {
        key: g.key,
        title,
        // A page's kind says nothing the group title does not: pages show no label.
        hits: hits.map((hit) =>
          add({
            href: hit.link,
            label: hit.title,
            query,
            postType: hit.post_type,
            meta: hit.post_type === 'page' ? '' : hitMeta(hit, labels.postType),
            date: hitDate(hit),
          }),
        ),
        viewAll: add({ href: searchUrl(query, { postTypes: [g.key] }), label: labels.viewAll, query }),
      },
    ]
  })
  const viewAllResults = add({ href: searchUrl(query), label: labels.viewAllResults, query })
  return { query, groups, viewAllResults, options }
}

/** The label above a hit: its knowledge-base category (articles) or content type (news), else its kind. */
export function hitMeta(hit: SearchHit, postType: (type: PostType) => string): string {
  if (hit.post_type === 'article' && hit.knowledge_base_category_primary_name)
    return hit.knowledge_base_category_primary_name
  if (hit.post_type === 'post' && hit.content_type_primary_name) return hit.content_type_primary_name
  return postType(hit.post_type)
}

/** The date worth showing: an event's start, an article's or news post's publication; none for pages and lessons. */
export function hitDate(hit: SearchHit): string {
  if (hit.post_type === 'event') {
    // The Dutch date of the event's start (lib/format/dates.ts); an unreadable date is left out, not shown as sent.
    const date = hit.event_date ? formatDutchDate(hit.event_date) : ''
    return date === hit.event_date ? '' : date
  }
  return hit.post_type === 'article' || hit.post_type === 'post' ? hit.date_formatted : ''
}
