// Authors (WordPress users and guest authors) and taxonomy terms.
import type { z } from 'zod'
import type * as wp from '../schemas/wp/index.ts'
import type { Author, Term } from '#lib/model/types.ts'
import type { NormalizeContext } from './context.ts'
import { normalizeBanner, optional } from './common.ts'
import { normalizeImage } from './images.ts'
import { cleanHtml, decodeEntities, htmlToText } from './html.ts'
import { breadcrumbsFrom, normalizeSeo } from './seo.ts'

export function normalizeUser(raw: z.infer<typeof wp.WpUserSchema>, ctx: NormalizeContext): Author {
  const path = ctx.urls.toSitePath(raw.link)
  const x = raw.extra_fields
  const profileImage = normalizeImage(x.profile_image, ctx.urls)
  // WordPress stores a display name HTML-escaped ("Marieke 't Hart &amp; Co").
  const name = decodeEntities(raw.name)
  return {
    key: `user:${raw.id}`,
    kind: 'user',
    id: raw.id,
    slug: raw.slug,
    path,
    name,
    firstName: x.first_name,
    function: x.function,
    company: x.company,
    description: cleanHtml(raw.description, ctx.urls),
    ...optional('profileImage', profileImage),
    seo: normalizeSeo(
      raw.yoast_head_json,
      { title: name, description: htmlToText(raw.description), path, ...optional('image', profileImage) },
      ctx.urls,
      ctx.siteUrl,
    ),
    breadcrumbs: breadcrumbsFrom(raw.yoast_head_json, ctx.urls, path),
  }
}

export function normalizeGuestAuthor(raw: z.infer<typeof wp.WpGuestAuthorSchema>, ctx: NormalizeContext): Author {
  const path = ctx.urls.toSitePath(raw.link)
  const x = raw.extra_fields
  const name = htmlToText(raw.title.rendered)
  const profileImage = normalizeImage(x.profile_image, ctx.urls)
  return {
    key: `guest:${raw.id}`,
    kind: 'guest',
    id: raw.id,
    slug: raw.slug,
    path,
    name,
    firstName: x.first_name,
    function: x.function,
    company: x.company,
    description: cleanHtml(raw.content.rendered, ctx.urls),
    ...optional('profileImage', profileImage),
    seo: normalizeSeo(
      raw.yoast_head_json,
      { title: name, description: htmlToText(raw.content.rendered), path, ...optional('image', profileImage) },
      ctx.urls,
      ctx.siteUrl,
    ),
    breadcrumbs: breadcrumbsFrom(raw.yoast_head_json, ctx.urls, path),
  }
}

export function normalizeTerm(raw: wp.WpTerm, ctx: NormalizeContext): Term {
  const path = ctx.urls.toSitePath(raw.link)
  const x = raw.extra_fields
  const name = decodeEntities(raw.name)
  // A term description is HTML as WordPress saves it ("I&amp;R"); the site shows it as plain text.
  const description = htmlToText(raw.description)
  return {
    id: raw.id,
    taxonomy: raw.taxonomy,
    slug: raw.slug,
    name,
    description,
    path,
    parentId: raw.parent,
    count: raw.count,
    ...optional('icon', normalizeImage(x.icon, ctx.urls)),
    iconUrl: x.icon_url ? ctx.urls.mediaUrl(x.icon_url) : '',
    hoverIconUrl: x.hover_icon_url ? ctx.urls.mediaUrl(x.hover_icon_url) : '',
    color: x.color,
    introduction: x.introduction,
    ...optional('banner', normalizeBanner(x.banner, ctx)),
    expands: {
      expertiseIds: x.expertises,
      serviceIds: x.services,
      specialisationIds: x.specialisations,
      recognitionIds: x.recognitions,
    },
    seo: normalizeSeo(raw.yoast_head_json, { title: name, description, path }, ctx.urls, ctx.siteUrl),
    breadcrumbs: breadcrumbsFrom(raw.yoast_head_json, ctx.urls, path),
  }
}
