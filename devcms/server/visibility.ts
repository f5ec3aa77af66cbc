// Which posts a request may see: published for everyone; with a token whatever `status` asks (default publish + private).
import type { StoredPost } from '../store/store.ts'
import type { Ctx } from './context.ts'
import { requestedStatuses } from './status.ts'

export function visibleStatuses(ctx: Ctx, loggedInDefault: readonly string[] = ['publish', 'private']): Set<string> {
  return requestedStatuses(ctx.query, ctx.user, ctx.user ? loggedInDefault : ['publish'])
}

export function isVisible(statuses: Set<string>, post: StoredPost | undefined): post is StoredPost {
  return post !== undefined && statuses.has(String(post.data.status))
}
