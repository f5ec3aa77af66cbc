// Fields every post type shares: title, HTML, dates, featured image, SEO, breadcrumbs, rows.
import type { z } from 'zod'
import type {
  WpBanner,
  WpLink,
  WpSponsorSchema,
  WpPersonSchema,
  WpTestimonialSchema,
  YoastHead,
  WpContentBlockRowsSchema,
  PostStatus,
} from '../schemas/wp/index.ts'
import type { Banner, Link, Person, Sponsor, Testimonial, AuthorRef } from '#lib/model/types.ts'
import type { NormalizeContext } from './context.ts'
import { cleanHtml, htmlToText, titleMarkup, trimAutoExcerpt } from './html.ts'
import { breadcrumbsFrom, normalizeSeo } from './seo.ts'
import { mediaToImage, normalizeImage } from './images.ts'
import { normalizeRows } from './blocks.ts'
import { formatDutchDate, localIso } from '#lib/format/dates.ts'

type RawBase = {
  id: number
  slug: string
  status: PostStatus
  link: string
  date: string
  modified: string
  title: { rendered: string }
  content: { rendered: string }
  excerpt: { rendered: string }
  featured_media: number
  yoast_head_json?: YoastHead | undefined
  content_block_rows?: z.infer<typeof WpContentBlockRowsSchema> | undefined
}

export function normalizeBase(raw: RawBase, entity: string, ctx: NormalizeContext) {
  const path = ctx.urls.toSitePath(raw.link)
  // Links in the body that name WordPress-only URLs are reported as found in this entity.
  const urls = ctx.urls.within({ entity, id: raw.id, slug: raw.slug })
  // `title.rendered` is HTML: plain text for <title>, meta and lists; the inline markup (<em>) where it is shown.
  const title = htmlToText(raw.title.rendered)
  const titleHtml = titleMarkup(raw.title.rendered)
  const excerpt = cleanHtml(trimAutoExcerpt(raw.excerpt.rendered), urls)
  const featuredImage = mediaToImage(ctx.media.get(raw.featured_media), ctx.urls)
  if (raw.featured_media && !ctx.media.has(raw.featured_media)) {
    // WordPress hides an upload made into a draft (GET /wp/v2/media/{id} → 401, `_embed` → rest_forbidden).
    ctx.report.add({
      level: 'warning',
      entity,
      id: raw.id,
      slug: raw.slug,
      url: `${ctx.cmsUrl}/wp/v2/media/${raw.featured_media}`,
      path: 'featured_media',
      message: `featured image ${raw.featured_media} is not visible to anonymous readers (uploaded into a draft or private post?): shown without it`,
    })
  }
  const url = `${ctx.cmsUrl}/wp/v2/${entity}/${raw.id}`
  const rows = normalizeRows(raw.content_block_rows, {
    urls,
    report: ctx.report,
    entity,
    id: raw.id,
    slug: raw.slug,
    url,
  })
  const fallback = { title, description: htmlToText(excerpt), path, ...(featuredImage ? { image: featuredImage } : {}) }
  return {
    id: raw.id,
    slug: raw.slug,
    status: raw.status,
    path,
    title,
    ...(titleHtml ? { titleHtml } : {}),
    content: cleanHtml(raw.content.rendered, urls),
    excerpt,
    date: localIso(raw.date),
    dateFormatted: formatDutchDate(raw.date),
    modified: localIso(raw.modified),
    ...(featuredImage ? { featuredImage } : {}),
    seo: normalizeSeo(raw.yoast_head_json, fallback, ctx.urls, ctx.siteUrl),
    // Yoast's trail names are plain text (its schema strips tags): the entity's own crumb shows its inline markup.
    breadcrumbs: breadcrumbsFrom(raw.yoast_head_json, ctx.urls, path).map((c) =>
      titleHtml && c.path === path && !c.html ? { ...c, html: titleHtml } : c,
    ),
    ...(rows ? { rows } : {}),
  }
}

export const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }

export function normalizeLink(link: WpLink | undefined, ctx: NormalizeContext): Link | undefined {
  return link ? { url: ctx.urls.toSitePath(link.url), title: link.title, target: link.target } : undefined
}

export function normalizeBanner(banner: WpBanner | undefined, ctx: NormalizeContext): Banner | undefined {
  if (!banner || !banner.show_banner) return undefined
  return {
    template: banner.template,
    title: banner.title,
    subtitle: banner.subtitle,
    ...optional('image', normalizeImage(banner.image, ctx.urls)),
    ...optional('imageIcon', normalizeImage(banner.image_icon, ctx.urls)),
    icon: banner.icon,
    colorType: banner.color_type,
    textColorType: banner.text_color_type,
    backgroundColor: banner.background_color,
  }
}

export function normalizeSponsor(
  sponsor: z.infer<typeof WpSponsorSchema> | undefined,
  ctx: NormalizeContext,
): Sponsor | undefined {
  if (!sponsor || !sponsor.show_sponsored) return undefined
  return {
    label: sponsor.label,
    color: sponsor.color,
    ...optional('bannerImage', sponsor.show_banner_image ? normalizeImage(sponsor.banner_image, ctx.urls) : undefined),
    ...optional('link', sponsor.link?.url),
    ...optional('logo', normalizeImage(sponsor.logo, ctx.urls)),
  }
}

export const normalizePerson = (p: z.infer<typeof WpPersonSchema>, ctx: NormalizeContext): Person => ({
  name: p.name,
  company: p.company,
  description: p.description,
  imageHtml: p.image ? cleanHtml(p.image.html, ctx.urls) : '',
})

export const normalizeTestimonial = (t: z.infer<typeof WpTestimonialSchema>, ctx: NormalizeContext): Testimonial => ({
  title: t.title,
  content: cleanHtml(t.content, ctx.urls),
  name: t.name,
  subtitle: t.subtitle,
  ...optional('image', normalizeImage(t.image, ctx.urls)),
})

/** The entity's authors: the explicit list, else the WordPress author. */
export function authorRefs(authors: { type: 'user' | 'guest_author'; id: number }[], wpAuthor: number): AuthorRef[] {
  if (authors.length) return authors.map((a) => ({ kind: a.type === 'user' ? 'user' : 'guest', id: a.id }))
  return wpAuthor ? [{ kind: 'user', id: wpAuthor }] : []
}
