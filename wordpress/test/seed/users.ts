// Users: the admin (id 1, the set's `redactie`) is updated, the authors are created with the Author role.
import { randomBytes } from 'node:crypto'
import type { JsonObject, Rest } from '../rest.ts'
import { users } from './content.ts'
import { expectId, nextId } from './ids.ts'
import { unescapeHtml } from './text.ts'
import type { UploadPaths } from './uploads.ts'

export function userBody(item: JsonObject, uploads: UploadPaths): JsonObject {
  const extra = (item.extra_fields ?? {}) as JsonObject
  return {
    name: unescapeHtml(String(item.name ?? '')),
    slug: item.slug ?? '',
    description: item.description ?? '',
    first_name: extra.first_name ?? '',
    extra_fields: uploads.rewrite(extra),
  }
}

export async function seedUsers(rest: Rest, uploads: UploadPaths): Promise<number> {
  const all = users().sort((a, b) => Number(a.id) - Number(b.id))
  for (const item of all) {
    const body = userBody(item, uploads)
    if (Number(item.id) === 1) {
      const { slug: _slug, ...rest1 } = body
      await rest.post('/wp/v2/users/1', rest1)
      continue
    }
    await nextId('wp_users', Number(item.id))
    const created = await rest.post('/wp/v2/users', {
      ...body,
      username: item.slug,
      email: `${String(item.slug)}@hoefslag.test`,
      password: randomBytes(18).toString('base64url'),
      roles: ['author'],
    })
    expectId(`user ${String(item.slug)}`, Number(item.id), created.id, 'wp_users')
  }
  return all.length
}
