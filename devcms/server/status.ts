// The `status` parameter: anonymous requests may only ask for published items, a logged-in editor for any.
import type { AuthUser } from './auth.ts'
import { invalidParam } from './http.ts'
import type { Query } from './query.ts'

const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const
const ALLOWED = [...STATUSES, 'auto-draft', 'inherit', 'any']

export function requestedStatuses(
  query: Query,
  user: AuthUser | null,
  fallback: readonly string[] = ['publish'],
): Set<string> {
  const asked = query.list('status') ?? []
  asked.forEach((s, i) => {
    if (!ALLOWED.includes(s))
      throw invalidParam('status', `status[${i}] is not one of ${ALLOWED.join(', ')}.`, 'rest_not_in_enum')
  })
  const wanted = asked.length ? asked : fallback
  if (!user && wanted.some((s) => s !== 'publish'))
    throw invalidParam('status', 'Status is forbidden.', 'rest_forbidden_status')
  if (wanted.includes('any')) return new Set(STATUSES.filter((s) => s !== 'trash'))
  return new Set(wanted)
}
