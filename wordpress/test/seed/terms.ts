// Terms of every taxonomy (parents before children: ids ascend), with their extra fields.
import type { JsonObject, Rest } from '../rest.ts'
import { allTerms } from './content.ts'
import { expectId, nextId } from './ids.ts'
import { unescapeHtml } from './text.ts'
import type { UploadPaths } from './uploads.ts'

export async function seedTerms(rest: Rest, uploads: UploadPaths): Promise<number> {
  const terms = allTerms()
  for (const { base, item } of terms) {
    const body: JsonObject = {
      name: unescapeHtml(String(item.name ?? '')),
      slug: item.slug ?? '',
      description: unescapeHtml(String(item.description ?? '')),
      extra_fields: uploads.rewrite(item.extra_fields ?? {}),
    }
    if (Number(item.parent ?? 0) > 0) body.parent = item.parent ?? 0
    if (base === 'categories' && Number(item.id) === 1) {
      // WordPress' own default category (it cannot be deleted): the set's id-1 category is that one, renamed.
      await rest.post('/wp/v2/categories/1', body)
      continue
    }
    await nextId('wp_terms', Number(item.id))
    const created = await rest.post(`/wp/v2/${base}`, body)
    expectId(`${base} ${String(item.slug)}`, Number(item.id), created.id, 'wp_terms')
  }
  return terms.length
}
