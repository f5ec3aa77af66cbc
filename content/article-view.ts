// The article view's data (knowledge-base articles, news posts, lessons): header, sponsor, content, rows,
// authors as person cards and the adjacent items of the same list.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { Article, ContentRows, Image, Lesson, NewsPost, Sponsor } from '#lib/model/types.ts'
import { resolveBlockRefs, type BlockRefs } from './block-refs.ts'
import { personCard, postCard, type PersonCardView, type PostCardView } from './cards.ts'
import { bannerView, type BannerView } from './page-view.ts'
import { withThumbnail } from '#lib/format/thumbnail.ts'

export type ArticleView = {
  title: string
  titleHtml?: string
  date: string
  dateFormatted: string
  readingTime?: number
  category?: { name: string; path: string }
  authors: PersonCardView[]
  featuredImage?: Image
  banner?: BannerView
  sponsor?: Sponsor
  content: string
  rows?: ContentRows
  refs: BlockRefs
  previous?: PostCardView
  next?: PostCardView
}

/**
 * `list` is the newest-first list the item belongs to: the previous item is the older one, the next the newer. Lessons
 * are listed in lesson order (`lessonOrder`): there the previous one comes before it, the next after.
 */
export function articleView(
  s: SiteStore,
  e: Article | NewsPost | Lesson,
  list: 'articles' | 'posts' | 'lessons',
  { lessonOrder = false } = {},
): ArticleView {
  const categoryId =
    e.kind === 'article' ? (e.primaryKbCategoryId ?? e.primaryCategoryId) : (e.primaryCategoryId ?? e.categoryIds[0])
  const term = categoryId === undefined ? undefined : s.entity('terms', categoryId)
  const category = term && s.route(term.path) ? { name: term.name, path: term.path } : undefined
  const authors = e.showAuthor
    ? e.authors.flatMap((a) => personCard(s, `${a.kind}:${a.id}`) ?? []).map((c) => withThumbnail(c, 144))
    : []
  // Newest first: the item after it in the list is older (its "previous"); in lesson order the one before it is.
  const around = s.listNeighbours(list, e.id)
  const older = lessonOrder ? around.before : around.after
  const newer = lessonOrder ? around.after : around.before
  const previous = around.found ? postCard(s, older ?? -1) : undefined
  const next = newer === undefined ? undefined : postCard(s, newer)
  const banner = bannerView(e.title, e.banner, e.sponsor, e.titleHtml)
  const rows = e.rows?.rows.length ? e.rows : undefined
  return {
    title: e.title,
    ...(e.titleHtml ? { titleHtml: e.titleHtml } : {}),
    date: e.date,
    dateFormatted: e.dateFormatted,
    ...(e.readingTime ? { readingTime: e.readingTime } : {}),
    ...(category ? { category } : {}),
    authors,
    ...(e.featuredImage ? { featuredImage: e.featuredImage } : {}),
    ...(banner ? { banner } : {}),
    ...(e.sponsor && !banner ? { sponsor: e.sponsor } : {}),
    content: e.content,
    ...(rows ? { rows } : {}),
    refs: resolveBlockRefs(s, rows),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  }
}
