// Terms of every taxonomy (parents before children: ids ascend), with their extra fields.
import type { JsonObject, Rest } from '../rest.ts'
import { allTerms } from './content.ts'
import { createInBatches, type Creation } from './batches.ts'
import { unescapeHtml } from './text.ts'
import type { UploadPaths } from './uploads.ts'

export async function seedTerms(rest: Rest, uploads: UploadPaths): Promise<number> {
  const terms = allTerms()
  const creations: Creation[] = []
  for (const { base, item } of terms) {
    const body: JsonObject = {
      name: unescapeHtml(String(item.name ?? '')),
      slug: item.slug ?? '',
      description: unescapeHtml(String(item.description ?? '')),
      extra_fields: uploads.rewrite(item.extra_fields ?? {}),
    }
    if (Number(item.parent ?? 0) > 0) body.parent = item.parent ?? 0
    if (base === 'categories' && Number(item.id) === 1) {
      // WordPress' own default category (it cannot be deleted): the set's id-1 category is that one, renamed. Renamed
      // as it comes, before the batches below create the rest.
      await rest.post('/wp/v2/categories/1', body)
      continue
    }
    creations.push({ id: Number(item.id), kind: `${base} ${String(item.slug)}`, route: `/wp/v2/${base}`, body })
  }
  // In id order, up to 25 in one request (batches.ts): a parent's id is below its children's.
  await createInBatches(rest, 'wp_terms', creations)
  return terms.length
}
