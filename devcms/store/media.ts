// The media library from devcms/media/manifest.json, and the expansion of `{ "$media": id }` into the spec's Image shape.
import path from 'node:path'
import { z } from 'zod'
import { isRecord, readJsonFile } from './files.ts'

const SizeSchema = z.object({ file: z.string(), width: z.number().int(), height: z.number().int() })
/** An upload: an image (with width, height and sizes) or a document such as a PDF (neither; its file size instead). */
export const MediaEntrySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  file: z.string(),
  mime_type: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  filesize: z.number().int().positive().optional(),
  /** The post it was uploaded into (WordPress's `post`): an upload into a draft is not public until the post is. */
  post: z.number().int().nonnegative().default(0),
  alt: z.string(),
  caption: z.string().default(''),
  title: z.string(),
  sizes: z.record(z.string(), SizeSchema).default({}),
})
export type MediaEntry = z.infer<typeof MediaEntrySchema>
export type ImageEntry = MediaEntry & { width: number; height: number }

export const isImage = (entry: MediaEntry): entry is ImageEntry =>
  entry.mime_type.startsWith('image/') && entry.width !== undefined && entry.height !== undefined

export async function loadMedia(mediaDir: string): Promise<Map<number, MediaEntry>> {
  const raw = await readJsonFile(path.join(mediaDir, 'manifest.json')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const entries = z.array(MediaEntrySchema).parse(raw)
  return new Map(entries.map((e) => [e.id, e]))
}

/** Directory part of a media file path: "2026/05/x.jpg" → "2026/05/". */
const dirOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1)

export const uploadsUrl = (origin: string, file: string) => `${origin}/wp-content/uploads/${file}`

/** WordPress's wp_image_matches_ratio: the size is the original scaled down, give or take a pixel of rounding. */
const sameRatio = (entry: ImageEntry, s: { width: number; height: number }) =>
  Math.abs(Math.round((entry.height * s.width) / entry.width) - s.height) <= 1

/** WordPress-style `srcset` and `sizes` for an image: every same-ratio size narrower than the original, plus the original. */
export function imageFields(entry: ImageEntry, origin: string) {
  const dir = dirOf(entry.file)
  const candidates = Object.values(entry.sizes)
    .filter((s) => s.width < entry.width && sameRatio(entry, s))
    .map((s) => ({ url: uploadsUrl(origin, dir + s.file), width: s.width }))
  candidates.push({ url: uploadsUrl(origin, entry.file), width: entry.width })
  candidates.sort((a, b) => a.width - b.width)
  return {
    id: entry.id,
    src: uploadsUrl(origin, entry.file),
    src_set: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
    sizes: `(max-width: ${entry.width}px) 100vw, ${entry.width}px`,
    alt: entry.alt,
    caption: entry.caption,
    width: entry.width,
    height: entry.height,
  }
}

/** Replaces every `{ "$media": id, ...overrides }` inside a value with the full image object. */
export function expandMediaRefs(
  value: unknown,
  media: Map<number, MediaEntry>,
  origin: string,
  where: string,
): unknown {
  if (Array.isArray(value)) return value.map((v, i) => expandMediaRefs(v, media, origin, `${where}[${i}]`))
  if (!isRecord(value)) return value
  if ('$media' in value) {
    const id = value.$media
    const entry = typeof id === 'number' ? media.get(id) : undefined
    if (!entry) throw new Error(`${where}: unknown media id ${String(id)}`)
    if (!isImage(entry))
      throw new Error(`${where}: media id ${entry.id} is a ${entry.mime_type} document, not an image`)
    const { $media: _ref, ...overrides } = value
    return { ...imageFields(entry, origin), ...overrides }
  }
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) out[key] = expandMediaRefs(v, media, origin, `${where}.${key}`)
  return out
}

/** The `/wp/v2/media` object of a media entry; a document's `media_details` hold its file size and no sizes, as in WordPress. */
export function wpMedia(entry: MediaEntry, origin: string) {
  return isImage(entry) ? wpImage(entry, origin) : wpDocument(entry, origin)
}

const common = (entry: MediaEntry, origin: string) => ({
  id: entry.id,
  slug: entry.slug,
  type: 'attachment',
  link: `${origin}/${entry.slug}/`,
  alt_text: entry.alt,
  caption: { rendered: entry.caption ? `<p>${entry.caption}</p>\n` : '' },
  title: { rendered: entry.title },
  mime_type: entry.mime_type,
  source_url: uploadsUrl(origin, entry.file),
})

function wpDocument(entry: MediaEntry, origin: string) {
  return {
    ...common(entry, origin),
    media_type: 'file',
    media_details: { ...(entry.filesize ? { filesize: entry.filesize } : {}), sizes: {} },
  }
}

function wpImage(entry: ImageEntry, origin: string) {
  const dir = dirOf(entry.file)
  const sizes: Record<string, { file: string; width: number; height: number; mime_type: string; source_url: string }> =
    {}
  for (const [name, s] of Object.entries(entry.sizes)) {
    sizes[name] = { ...s, mime_type: entry.mime_type, source_url: uploadsUrl(origin, dir + s.file) }
  }
  sizes.full = {
    file: entry.file.slice(dir.length),
    width: entry.width,
    height: entry.height,
    mime_type: entry.mime_type,
    source_url: uploadsUrl(origin, entry.file),
  }
  return {
    ...common(entry, origin),
    media_type: 'image',
    media_details: { width: entry.width, height: entry.height, file: entry.file, sizes },
  }
}
