// GET /api/articles (spec §7): paged post-card lists — latest articles, a knowledge-base category's articles, coming
// events, "more like this" without the current post (post_id). Answers { value: PostCard[], total }.
import * as z from 'zod/mini'
import { POST_CARDS, listArticles } from '#search/articles.ts'
import { CARD_TYPES } from '#search/data-files.ts'
import { methodNotAllowed, okJson, varyOnQuery } from '#lib/http/json.ts'
import { failure, parseQuery } from '#search/http.ts'
import { SearchUnavailableError } from '#search/data-source.ts'
import { choice, flag, id, idOrSlug, integer, list, postTypes } from '#search/params.ts'
import { siteOf, type SiteContext } from './_lib/site.ts'
import type { Config } from './_runtime/types.ts'

const ArticlesQuerySchema = z.object({
  post_type: postTypes(CARD_TYPES, 'event_and_lesson', ['event', 'lesson']),
  size: integer(0, 100, 6),
  from: integer(0, 10_000, 0),
  knowledge_base_category: list(idOrSlug),
  content_type: list(idOrSlug),
  /** Left out: the post the list is shown beside. */
  post_id: list(id),
  sort_by: choice(['post_date', 'event_date']),
  sort: choice(['desc', 'asc']),
  only_future_events: flag(),
})

const CACHE_KEY = varyOnQuery(ArticlesQuerySchema)

export default async (request: Request, context?: SiteContext): Promise<Response> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(request.method)
  const parsed = parseQuery(request, ArticlesQuerySchema)
  if (!parsed.ok) return parsed.response
  const p = parsed.value
  try {
    const answer = listArticles(await siteOf(context).get(POST_CARDS), {
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
    return okJson(answer, { 'X-Total-Results': String(answer.total), ...CACHE_KEY })
  } catch (error) {
    return failure('articles', error, request, (e) => e instanceof SearchUnavailableError)
  }
}

export const config: Config = { path: '/api/articles' }
