// Search hits for the search UI's unit tests, shaped like GET /api/search answers them.
import type { GroupKey, SearchAnswer, SearchHit } from '#search/model.ts'

export function hit(
  id: number,
  postType: SearchHit['post_type'],
  title: string,
  extra: Partial<SearchHit> = {},
): SearchHit {
  return {
    id,
    post_type: postType,
    title,
    link: `/${postType}/${id}/`,
    excerpt: `${title}: samenvatting`,
    date: '2025-09-09T09:00:00',
    date_formatted: '9 september 2025',
    content_type_primary_name: '',
    knowledge_base_category_primary_name: '',
    ...extra,
  }
}

export function groupedAnswer(groups: Partial<Record<GroupKey, SearchHit[]>>): SearchAnswer {
  const keys: GroupKey[] = ['article', 'page', 'post', 'event_and_lesson']
  const all = keys.flatMap((key) => groups[key] ?? [])
  return {
    results: all,
    total: all.length,
    groups: keys.map((key) => ({ key, total: groups[key]?.length ?? 0, top_type_hits: groups[key] ?? [] })),
  }
}
