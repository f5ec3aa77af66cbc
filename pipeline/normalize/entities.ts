// One normalizer per post type: raw WordPress object in, domain entity out.
import type { z } from 'zod'
import type * as wp from '../schemas/wp/index.ts'
import type { Article, Clinic, Event, Lesson, NewsPost, Page, Partner, Product, Vet } from '#lib/model/types.ts'
import type { NormalizeContext } from './context.ts'
import {
  authorRefs,
  normalizeBanner,
  normalizeBase,
  normalizeLink,
  normalizePerson,
  normalizeSponsor,
  normalizeTestimonial,
  optional,
} from './common.ts'
import { normalizeImage } from './images.ts'
import { localIso } from '#lib/format/dates.ts'
import { cleanHtml } from './html.ts'

type Editorial = z.infer<typeof wp.WpArticleSchema>['extra_fields']

function editorial(
  raw: {
    author: number
    categories: number[]
    tags: number[]
    extra_fields: Omit<Editorial, 'primary_knowledge_base_category'>
  },
  ctx: NormalizeContext,
) {
  const x = raw.extra_fields
  return {
    authors: authorRefs(x.authors, raw.author),
    showAuthor: x.show_author,
    categoryIds: raw.categories,
    tagIds: raw.tags,
    ...optional('primaryCategoryId', x.primary_category ?? raw.categories[0]),
    ...optional('banner', normalizeBanner(x.banner, ctx)),
    ...optional('sponsor', normalizeSponsor(x.sponsor, ctx)),
    ...optional('readingTime', x.reading_time),
  }
}

export const normalizeArticle = (raw: z.infer<typeof wp.WpArticleSchema>, ctx: NormalizeContext): Article => ({
  ...normalizeBase(raw, 'articles', ctx),
  ...editorial(raw, ctx),
  kind: 'article',
  kbCategoryIds: raw['knowledge-base-categories'],
  contentTypeIds: raw['content-types'],
  ...optional(
    'primaryKbCategoryId',
    raw.extra_fields.primary_knowledge_base_category ?? raw['knowledge-base-categories'][0],
  ),
})

export const normalizeNewsPost = (raw: z.infer<typeof wp.WpNewsPostSchema>, ctx: NormalizeContext): NewsPost => ({
  ...normalizeBase(raw, 'posts', ctx),
  ...editorial(raw, ctx),
  kind: 'post',
  contentTypeIds: raw['content-types'],
  sticky: raw.sticky,
})

export const normalizeLesson = (raw: z.infer<typeof wp.WpLessonSchema>, ctx: NormalizeContext): Lesson => ({
  ...normalizeBase(raw, 'academy', ctx),
  ...editorial(raw, ctx),
  kind: 'lesson',
  ...optional('lessonNumber', raw.extra_fields.lesson_number),
  ...optional('durationMinutes', raw.extra_fields.duration_minutes),
  level: raw.extra_fields.level,
  ...optional('accreditationPoints', raw.extra_fields.accreditation_points),
  testimonials: raw.extra_fields.testimonials.map((t) => normalizeTestimonial(t, ctx)),
})

export function normalizeEvent(raw: z.infer<typeof wp.WpEventSchema>, ctx: NormalizeContext): Event {
  const x = raw.extra_fields
  return {
    ...normalizeBase(raw, 'events', ctx),
    kind: 'event',
    categoryIds: raw.categories,
    tagIds: raw.tags,
    ...optional('banner', normalizeBanner(x.banner, ctx)),
    startDate: localIso(x.start_date),
    endDate: localIso(x.end_date),
    location: x.location,
    price: x.price,
    ...optional('registrationLink', normalizeLink(x.registration_link, ctx)),
    timetable: x.timetable.map((s) => ({
      title: s.title,
      description: cleanHtml(s.description, ctx.urls),
      speakers: s.speakers.map((p) => normalizePerson(p, ctx)),
      partnerIds: s.partners,
      startTime: s.start_time,
      endTime: s.end_time,
    })),
    speakers: x.speakers.map((p) => normalizePerson(p, ctx)),
    partnerIds: x.partners,
    testimonials: x.testimonials.map((t) => normalizeTestimonial(t, ctx)),
  }
}

export const normalizePage = (raw: z.infer<typeof wp.WpPageSchema>, ctx: NormalizeContext): Page => ({
  ...normalizeBase(raw, 'pages', ctx),
  kind: 'page',
  parentId: raw.parent,
  template: raw.template_slug,
  ...optional('banner', normalizeBanner(raw.extra_fields.banner, ctx)),
  tagIndex: raw.extra_fields.tag_index,
  filters: raw.extra_fields.filters,
  skipLastBreadcrumb: raw.extra_fields.skip_last_breadcrumb,
})

export function normalizePartner(
  raw: z.infer<typeof wp.WpPartnerSchema>,
  ctx: NormalizeContext,
  productIds: number[],
): Partner {
  const info = raw.extra_fields.company_info
  return {
    ...normalizeBase(raw, 'partners', ctx),
    kind: 'partner',
    menuOrder: raw.menu_order,
    partnerTypeIds: raw['partner-types'],
    ...optional('logo', normalizeImage(info.logo, ctx.urls)),
    website: info.website,
    email: info.email,
    phone: info.phone,
    address: info.address,
    hideDetailPage: raw.extra_fields.hide_detail_page,
    ...optional('externalLink', normalizeLink(raw.extra_fields.external_link, ctx)),
    productIds,
  }
}

export const normalizeProduct = (raw: z.infer<typeof wp.WpProductSchema>, ctx: NormalizeContext): Product => ({
  ...normalizeBase(raw, 'products', ctx),
  kind: 'product',
  partnerId: raw.extra_fields.partner,
  ...optional('image', normalizeImage(raw.extra_fields.image, ctx.urls)),
  ...optional('externalLink', normalizeLink(raw.extra_fields.external_link, ctx)),
})

const finderIds = (raw: {
  expertises: number[]
  services: number[]
  specialisations: number[]
  recognitions: number[]
  'finder-labels': number[]
}) => ({
  expertiseIds: raw.expertises,
  serviceIds: raw.services,
  specialisationIds: raw.specialisations,
  recognitionIds: raw.recognitions,
  labelIds: raw['finder-labels'],
})

export function normalizeClinic(
  raw: z.infer<typeof wp.WpClinicSchema>,
  ctx: NormalizeContext,
  vetIds: number[],
): Clinic {
  const x = raw.extra_fields
  return {
    ...normalizeBase(raw, 'clinics', ctx),
    ...finderIds(raw),
    kind: 'clinic',
    address: x.address,
    phone: x.phone,
    email: x.email,
    website: x.website,
    ...optional('logo', normalizeImage(x.logo, ctx.urls)),
    emergencyService: x.emergency_service,
    openingHours: x.opening_hours,
    vetIds,
  }
}

export const normalizeVet = (raw: z.infer<typeof wp.WpVetSchema>, ctx: NormalizeContext): Vet => ({
  ...normalizeBase(raw, 'vets', ctx),
  ...finderIds(raw),
  kind: 'vet',
  firstName: raw.extra_fields.first_name,
  lastName: raw.extra_fields.last_name,
  function: raw.extra_fields.function,
  ...optional('image', normalizeImage(raw.extra_fields.image, ctx.urls)),
  clinicIds: raw.extra_fields.clinics,
})
