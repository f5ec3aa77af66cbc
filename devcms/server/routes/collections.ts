// The WordPress collections: every post type, every taxonomy, users/authors and media, list and single item.
import { POST_COLLECTIONS, TERM_COLLECTIONS } from '../../store/collections.ts'
import { getPost, listPosts } from '../list-posts.ts'
import { getTerm, listTerms } from '../list-terms.ts'
import { getMedia, getUser, listMedia, listUsers } from '../list-users.ts'
import { route, type Route } from '../router.ts'

export function collectionRoutes(): Route[] {
  const routes: Route[] = []
  for (const c of POST_COLLECTIONS) {
    routes.push(route('GET', `/wp/v2/${c.restBase}`, (ctx) => listPosts(ctx, c)))
    routes.push(route('GET', `/wp/v2/${c.restBase}/:id`, (ctx) => getPost(ctx, c)))
  }
  for (const c of TERM_COLLECTIONS) {
    routes.push(route('GET', `/wp/v2/${c.restBase}`, (ctx) => listTerms(ctx, c)))
    routes.push(route('GET', `/wp/v2/${c.restBase}/:id`, (ctx) => getTerm(ctx, c)))
  }
  for (const scope of ['users', 'authors'] as const) {
    routes.push(route('GET', `/wp/v2/${scope}`, (ctx) => listUsers(ctx, scope)))
    routes.push(route('GET', `/wp/v2/${scope}/:id`, (ctx) => getUser(ctx, scope)))
  }
  routes.push(route('GET', '/wp/v2/media', listMedia))
  routes.push(route('GET', '/wp/v2/media/:id', getMedia))
  return routes
}
