// Post cards (spec §3 "Post card", WpPostCardSchema): the compact shape the pa/v1, popular-articles and author-articles answers use.
import { absoluteUpload } from './absolute.ts'
import type { Catalog } from './catalog.ts'
import { dateFormattedNl } from './dates.ts'
import { isRecord } from './files.ts'
import { imageFields, isImage } from './media.ts'
import type { Obj, StoredPost } from './store.ts'
import { autoCardExcerpt, renderedText } from './text.ts'

export const CARD_TYPES = new Set(['article', 'post', 'lesson', 'event'])

const VIEW_LABELS: Record<string, string> = { lesson: 'Bekijk les', event: 'Bekijk event' }

/** MySQL's utf8mb4_unicode_ci, near enough: case and accents do not decide the order. */
const BY_NAME = new Intl.Collator('nl', { sensitivity: 'base' })
const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number).filter((n) => n > 0) : [])

function termName(catalog: Catalog, id: number): string | undefined {
  const term = catalog.store.terms.get(id)
  return term ? String(term.data.name) : undefined
}

function primaryCategory(catalog: Catalog, data: Obj, extra: Obj) {
  const id = Number(extra.primary_category || idsOf(data.categories)[0] || 0)
  const term = catalog.store.terms.get(id)
  if (!term) return false
  const termExtra = isRecord(term.data.extra_fields) ? term.data.extra_fields : {}
  const icon = isRecord(termExtra.icon) ? Number(termExtra.icon.$media ?? termExtra.icon.id ?? 0) : 0
  const iconEntry = catalog.store.media.get(icon)
  return {
    name: String(term.data.name),
    icon: iconEntry && isImage(iconEntry) ? imageFields(iconEntry, catalog.origin).src : '',
    icon_url: absoluteUpload(String(termExtra.icon_url ?? ''), catalog.origin),
  }
}

function sponsorOf(extra: Obj) {
  const s = extra.sponsor
  if (!isRecord(s)) return false
  return { show_sponsored: Boolean(s.show_sponsored), label: String(s.label ?? ''), color: String(s.color ?? '') }
}

/** A content-type term gives the special label style; otherwise the primary category names the card. */
function categoryLabel(catalog: Catalog, data: Obj, primary: { name: string } | false) {
  const contentType = termName(catalog, idsOf(data['content-types'])[0] ?? 0)
  if (contentType) return { category_label: contentType, category_label_type: 'content_type' }
  return { category_label: primary ? primary.name : '', category_label_type: primary ? 'category' : '' }
}

export function postCard(catalog: Catalog, post: StoredPost): Obj {
  const data = post.data
  const extra = isRecord(data.extra_fields) ? data.extra_fields : {}
  const type = post.collection.type
  const media = catalog.store.media.get(Number(data.featured_media ?? 0))
  const date = String(data.date ?? '')
  const primary = primaryCategory(catalog, data, extra)
  const author = catalog.authorName(data)
  const readingTime = Number(extra.reading_time ?? 0)
  return {
    id: Number(data.id),
    type,
    link: catalog.origin + catalog.path(post),
    title: renderedText(data.title),
    excerpt:
      typeof data.password === 'string' && data.password
        ? ''
        : renderedText(data.excerpt) ||
          autoCardExcerpt(String(isRecord(data.content) ? (data.content.rendered ?? '') : '')),
    date,
    date_formatted: dateFormattedNl(date),
    featured_image: media && isImage(media) ? imageFields(media, catalog.origin) : false,
    primary_category: primary,
    // In WordPress' order: wp_get_post_terms sorts a post's terms by name (MySQL's case-insensitive collation).
    categories: idsOf(data.categories)
      .flatMap((id) => {
        const name = termName(catalog, id)
        return name ? [{ name }] : []
      })
      .sort((a, b) => BY_NAME.compare(a.name, b.name)),
    sponsor: sponsorOf(extra),
    author: author ? { name: author } : false,
    show_author: extra.show_author !== false,
    view_label: VIEW_LABELS[type] ?? 'Lees meer',
    read_label: readingTime ? `${readingTime} min leestijd` : '',
    ...categoryLabel(catalog, data, primary),
  }
}
