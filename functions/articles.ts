// GET /api/articles (spec §7): paged post-card lists — latest articles, a knowledge-base category's articles, coming
// events, "more like this" without the current post (post_id). Answers { value: PostCard[], total }.
import { z } from 'zod'
import { cardsData, listArticles } from '../search/articles.ts'
import { CARD_TYPES } from '../search/data-files.ts'
import { failure, methodNotAllowed, okJson, parseQuery } from '../search/http.ts'
import { SearchUnavailableError } from '../search/load.ts'
import { flag, id, idOrSlug, integer, list, one } from '../search/params.ts'
import type { Config } from './_runtime/types.ts'

type CardType = (typeof CARD_TYPES)[number]
const TYPE_VALUES = [...CARD_TYPES, 'event_and_lesson'] as const
const PostTypeSchema = z.enum(TYPE_VALUES, `must be one of ${TYPE_VALUES.join(', ')}`)
  .transform((t): CardType[] => (t === 'event_and_lesson' ? ['event', 'lesson'] : [t]))

const ArticlesQuerySchema = z.object({
  post_type: list(PostTypeSchema).transform((lists) => [...new Set(lists.flat())]),
  size: integer(0, 100, 6),
  from: integer(0, 10_000, 0),
  knowledge_base_category: list(idOrSlug),
  content_type: list(idOrSlug),
  post_id: list(id),
  sort_by: one(z.enum(['post_date', 'event_date'], 'must be post_date or event_date').optional()),
  sort: one(z.enum(['desc', 'asc'], 'must be desc or asc').optional()),
  only_future_events: flag(),
})

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  const parsed = parseQuery(request, ArticlesQuerySchema)
  if (!parsed.ok) return parsed.response
  const p = parsed.value
  try {
    const answer = listArticles(cardsData(), {
      postTypes: p.post_type,
      kbCategories: p.knowledge_base_category,
      contentTypes: p.content_type,
      excludeIds: p.post_id,
      ...(p.sort_by ? { sortBy: p.sort_by } : {}),
      ...(p.sort ? { sort: p.sort } : {}),
      onlyFutureEvents: p.only_future_events,
      size: p.size,
      from: p.from,
    })
    return okJson(answer, { 'X-Total-Results': String(answer.total) })
  } catch (error) {
    return failure(error, request, (e) => e instanceof SearchUnavailableError)
  }
}

export const config: Config = { path: '/api/articles' }
