// The search's texts from the translations and the search settings (spec §3 search_settings.filters label the groups).
import { useMemo } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { GroupKey, PostType } from '#search/model.ts'
import { translate, type TranslationKey } from '#ui/i18n.tsx'
import type { Labels } from './suggestion-view.ts'

const GROUP_KEYS: Record<GroupKey, TranslationKey> = {
  article: 'search_group_article',
  page: 'search_group_page',
  post: 'search_group_post',
  event_and_lesson: 'search_group_event_and_lesson',
}

const POST_TYPE_KEYS: Record<PostType, TranslationKey> = {
  article: 'category_knowledge_base',
  post: 'category_news',
  page: 'page',
  event: 'search_type_event',
  lesson: 'lesson',
  vet: 'finder_vet',
  clinic: 'search_type_clinic',
}

export function searchLabels(
  translations: Record<string, string> | undefined,
  filters: readonly { key: string; label: string }[],
): Labels {
  const t = (key: TranslationKey) => translate(translations, key)
  return {
    group: (key) => filters.find((f) => f.key === key)?.label || t(GROUP_KEYS[key]),
    postType: (type) => t(POST_TYPE_KEYS[type]),
    viewAll: t('view_all'),
    viewAllResults: t('view_all_results'),
  }
}

export function useSearchLabels(): Labels {
  const { translations, search } = usePageContext().globalContext.layout
  return useMemo(() => searchLabels(translations, search.filters), [translations, search.filters])
}
