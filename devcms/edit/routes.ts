// The editing routes, registered by createCmsServer: posts of every type (create, update, delete, autosave), share
// links for previews, and menu items.
import { POST_COLLECTIONS } from '../store/collections.ts'
import { route, type Route } from '../server/router.ts'
import { createAutosave, listAutosaves } from './autosaves.ts'
import { menuItemRoutes } from './menu-items.ts'
import { createPost, deletePost, updatePost } from './posts.ts'
import { updateGeneralSettings } from './settings.ts'
import { shareLinkRoutes } from './share-links.ts'

export function editRoutes(): Route[] {
  const routes: Route[] = []
  for (const c of POST_COLLECTIONS) {
    routes.push(route('POST', `/wp/v2/${c.restBase}`, (ctx) => createPost(ctx, c)))
    routes.push(route('POST', `/wp/v2/${c.restBase}/:id/autosaves`, (ctx) => createAutosave(ctx, c)))
    routes.push(route('GET', `/wp/v2/${c.restBase}/:id/autosaves`, (ctx) => listAutosaves(ctx, c)))
    for (const method of ['POST', 'PUT', 'PATCH'] as const)
      routes.push(route(method, `/wp/v2/${c.restBase}/:id`, (ctx) => updatePost(ctx, c)))
    routes.push(route('DELETE', `/wp/v2/${c.restBase}/:id`, (ctx) => deletePost(ctx, c)))
  }
  routes.push(route('POST', '/wp/v2/general-settings', updateGeneralSettings))
  return [...routes, ...shareLinkRoutes(), ...menuItemRoutes()]
}
