// Site singletons: general settings, the option pages (front page, 404, posts page, partners page) and redirects.
import type { ContentStore } from '../../store/store.ts'
import type { Ctx } from '../context.ts'
import { notFound, reply, type Reply } from '../http.ts'
import { presentPost } from '../present.ts'
import { route, type Route } from '../router.ts'
import { isVisible, visibleStatuses } from '../visibility.ts'

type PageOption = keyof Omit<ContentStore['options'], 'popular_articles'>

function optionPage(option: PageOption, what: string) {
  return (ctx: Ctx): Reply => {
    const id = ctx.catalog.store.options[option]
    const post = id ? ctx.catalog.store.posts.get(id) : undefined
    if (!isVisible(visibleStatuses(ctx), post)) throw notFound('rest_not_found', `No ${what} page is set.`)
    return reply(presentPost(ctx, post))
  }
}

function generalSettings(ctx: Ctx): Reply {
  if (Object.keys(ctx.catalog.store.settings).length === 0)
    throw notFound('rest_not_found', 'General Settings not found.')
  return reply(ctx.catalog.settings())
}

function redirects(ctx: Ctx): Reply {
  return reply(ctx.catalog.store.redirects.map((r) => ({ statusCode: 301, ...r })))
}

export function singletonRoutes(): Route[] {
  return [
    route('GET', '/wp/v2/general-settings', generalSettings),
    route('GET', '/wp/v2/frontpage', optionPage('page_on_front', 'front')),
    route('GET', '/wp/v2/404', optionPage('page_404', '404')),
    route('GET', '/wp/v2/postsPage', optionPage('page_for_posts', 'posts')),
    route('GET', '/wp/v2/partnerspage', optionPage('page_for_partners', 'partners')),
    route('GET', '/wp/v2/redirects', redirects),
  ]
}
