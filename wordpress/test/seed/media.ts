// The media library: every file of the content set uploaded through /wp/v2/media (images get WordPress' own sizes).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Rest } from '../rest.ts'
import { mediaFile, mediaManifest } from './content.ts'
import { expectId, nextId } from './ids.ts'
import type { UploadPaths } from './uploads.ts'

export async function seedMedia(rest: Rest, uploads: UploadPaths): Promise<number> {
  const manifest = mediaManifest()
  for (const entry of manifest) {
    const form = new FormData()
    form.append(
      'file',
      new Blob([readFileSync(mediaFile(entry))], { type: entry.mime_type }),
      path.basename(entry.file),
    )
    form.append('slug', entry.slug)
    form.append('title', entry.title ?? entry.slug)
    form.append('alt_text', entry.alt ?? '')
    form.append('caption', entry.caption ?? '')
    form.append('date', '2026-05-01T12:00:00')
    await nextId('wp_posts', entry.id)
    const created = await rest.post<{ id: number; source_url: string }>('/wp/v2/media', form)
    expectId(`media ${entry.slug}`, entry.id, created.id)
    uploads.learn(created.source_url)
  }
  return manifest.length
}
