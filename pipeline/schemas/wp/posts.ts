// Raw WordPress post types: articles, news posts, academy lessons, events, pages, partners, products, clinics, vets, guest authors.
import { z } from 'zod'
import {
  OldLinksSchema,
  PostStatusSchema,
  RenderedProtectedSchema,
  RenderedSchema,
  WpImageSchema,
  WpLinkSchema,
  YoastHeadSchema,
  acfBoolean,
  acfDateTime,
  acfGroup,
  acfId,
  acfList,
  acfNumber,
  acfTime,
  optionalAcf,
} from './common.ts'
import { AuthorRefSchema, WpContentBlockRowsSchema } from './blocks.ts'
import { POST_TYPE_NAMES, type PostType } from '#lib/model/post-types.ts'

const id = z.number().int().positive()
const ids = acfList(acfId)

export const WpBannerSchema = z.object({
  show_banner: acfBoolean(true),
  template: z.enum(['default', 'template-rubriek']).default('default'),
  title: z.string().default(''),
  subtitle: z.string().default(''),
  image: optionalAcf(WpImageSchema),
  image_icon: optionalAcf(WpImageSchema),
  icon: z.string().default(''),
  color_type: z.string().default(''),
  text_color_type: z.enum(['light', 'dark']).default('dark'),
  background_color: z.string().default(''),
})
export type WpBanner = z.infer<typeof WpBannerSchema>

export const WpSponsorSchema = z.object({
  show_sponsored: acfBoolean(),
  label: z.string().default(''),
  color: z.string().default(''),
  show_banner_image: acfBoolean(),
  banner_image: optionalAcf(WpImageSchema),
  link: optionalAcf(z.object({ url: z.string() })),
  logo: optionalAcf(WpImageSchema),
})

export const WpPersonSchema = z.object({
  name: z.string().min(1),
  company: z.string().default(''),
  description: z.string().default(''),
  image: optionalAcf(z.object({ html: z.string() })),
})
export const WpTestimonialSchema = z.object({
  title: z.string(),
  content: z.string(),
  name: z.string(),
  subtitle: z.string().default(''),
  image: optionalAcf(WpImageSchema),
})
export const WpTimetableSubjectSchema = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  speakers: acfList(WpPersonSchema),
  partners: ids,
  start_time: acfTime(),
  end_time: acfTime(),
})

/** Fields every post type shares (WordPress core + Yoast + our `content_block_rows`). */
const base = {
  id,
  date: z.string().min(1),
  date_gmt: z.string().optional(),
  modified: z.string().min(1),
  modified_gmt: z.string().optional(),
  slug: z.string().min(1),
  status: PostStatusSchema,
  link: z.string().min(1),
  old_links: OldLinksSchema,
  title: RenderedSchema,
  content: RenderedProtectedSchema.default({ rendered: '' }),
  excerpt: RenderedProtectedSchema.default({ rendered: '' }),
  author: z.number().int().nonnegative().default(0),
  featured_media: z.number().int().nonnegative().default(0),
  menu_order: z.number().int().default(0),
  yoast_head_json: YoastHeadSchema.optional(),
  content_block_rows: z
    .union([WpContentBlockRowsSchema, z.literal(false), z.null()])
    .optional()
    .transform((v) => v || undefined),
}

/** Editorial fields shared by articles, news posts and lessons. */
const editorial = {
  banner: optionalAcf(WpBannerSchema),
  sponsor: optionalAcf(WpSponsorSchema),
  primary_category: optionalAcf(acfId),
  authors: acfList(AuthorRefSchema),
  show_author: acfBoolean(true),
  reading_time: acfNumber(z.number().int().nonnegative().optional()),
}

export const WpArticleSchema = z.object({
  ...base,
  type: z.literal('article'),
  categories: ids,
  tags: ids,
  'knowledge-base-categories': ids,
  'content-types': ids,
  extra_fields: acfGroup(z.object({ ...editorial, primary_knowledge_base_category: optionalAcf(acfId) })),
})
export const WpNewsPostSchema = z.object({
  ...base,
  type: z.literal('post'),
  /** Core's "stick to the top of the blog" (news posts only). */
  sticky: acfBoolean(),
  categories: ids,
  tags: ids,
  'content-types': ids,
  extra_fields: acfGroup(z.object(editorial)),
})
export const WpLessonSchema = z.object({
  ...base,
  type: z.literal('lesson'),
  categories: ids,
  tags: ids,
  extra_fields: acfGroup(
    z.object({
      ...editorial,
      lesson_number: acfNumber(z.number().int().positive().optional()),
      duration_minutes: acfNumber(z.number().int().positive().optional()),
      level: z.string().default(''),
      accreditation_points: acfNumber(z.number().nonnegative().optional()),
      testimonials: acfList(WpTestimonialSchema),
    }),
  ),
})
export const WpEventSchema = z.object({
  ...base,
  type: z.literal('event'),
  categories: ids,
  tags: ids,
  extra_fields: z.object({
    banner: optionalAcf(WpBannerSchema),
    start_date: acfDateTime(),
    end_date: acfDateTime(),
    location: acfGroup(
      z.object({
        name: z.string(),
        address: z.string().default(''),
        postcode: z.string().default(''),
        city: z.string(),
      }),
    ),
    price: z.string().default(''),
    registration_link: optionalAcf(WpLinkSchema),
    timetable: acfList(WpTimetableSubjectSchema),
    speakers: acfList(WpPersonSchema),
    partners: ids,
    testimonials: acfList(WpTestimonialSchema),
  }),
})

export const FinderFilterSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  options: acfList(z.object({ value: z.string(), label: z.string() })),
})
export const WpPageSchema = z.object({
  ...base,
  type: z.literal('page'),
  parent: z.number().int().nonnegative().default(0),
  template_slug: z.string().default(''),
  extra_fields: acfGroup(
    z.object({
      banner: optionalAcf(WpBannerSchema),
      tag_index: acfBoolean(),
      filters: acfList(FinderFilterSchema),
      skip_last_breadcrumb: acfBoolean(),
    }),
  ),
})

export const WpPartnerSchema = z.object({
  ...base,
  type: z.literal('partner'),
  'partner-types': ids,
  extra_fields: z.object({
    company_info: acfGroup(
      z.object({
        logo: optionalAcf(WpImageSchema),
        website: z.string().default(''),
        email: z.string().default(''),
        phone: z.string().default(''),
        address: z.string().default(''),
      }),
    ),
    hide_detail_page: acfBoolean(),
    external_link: optionalAcf(WpLinkSchema),
  }),
})
export const WpProductSchema = z.object({
  ...base,
  type: z.literal('product'),
  extra_fields: z.object({
    partner: acfId,
    image: optionalAcf(WpImageSchema),
    external_link: optionalAcf(WpLinkSchema),
  }),
})

const finderTerms = {
  expertises: ids,
  services: ids,
  specialisations: ids,
  recognitions: ids,
  'finder-labels': ids,
}
export const WpClinicSchema = z.object({
  ...base,
  type: z.literal('clinic'),
  ...finderTerms,
  extra_fields: z.object({
    address: acfGroup(
      z.object({
        street: z.string().min(1),
        postcode: z.string().regex(/^\d{4} ?[A-Z]{2}$/, 'expected a Dutch postcode like 1234 AB'),
        city: z.string().min(1),
        province: z.string().min(1),
        lat: acfNumber(z.number().min(50.5).max(53.7)),
        lng: acfNumber(z.number().min(3.2).max(7.3)),
      }),
    ),
    phone: z.string().default(''),
    email: z.string().default(''),
    website: z.string().default(''),
    logo: optionalAcf(WpImageSchema),
    emergency_service: acfBoolean(),
    opening_hours: acfList(z.object({ day: z.string(), hours: z.string() })),
  }),
})
export const WpVetSchema = z.object({
  ...base,
  type: z.literal('vet'),
  ...finderTerms,
  extra_fields: z.object({
    first_name: z.string().min(1),
    last_name: z.string().min(1),
    function: z.string().default(''),
    image: optionalAcf(WpImageSchema),
    clinics: acfList(acfId).pipe(z.array(z.number()).min(1)),
  }),
})

export const WpGuestAuthorSchema = z.object({
  ...base,
  type: z.literal('guest-author'),
  extra_fields: z.object({
    first_name: z.string().default(''),
    function: z.string().default(''),
    company: z.string().default(''),
    profile_image: optionalAcf(WpImageSchema),
  }),
})

/**
 * Each post type's raw schema, bound to its entry in the content model's manifest (lib/model/post-types.ts): a post
 * type declared there without its schema here, or a schema here for a type not declared there, is a type error. Its
 * `type` literal is the key (lib/model/post-types.test.ts).
 */
export const POST_TYPE_SCHEMAS = {
  article: WpArticleSchema,
  post: WpNewsPostSchema,
  lesson: WpLessonSchema,
  event: WpEventSchema,
  page: WpPageSchema,
  partner: WpPartnerSchema,
  product: WpProductSchema,
  clinic: WpClinicSchema,
  vet: WpVetSchema,
  'guest-author': WpGuestAuthorSchema,
} as const satisfies Record<PostType, z.ZodObject>
export type PostTypeSchema = (typeof POST_TYPE_SCHEMAS)[PostType]
/** A post type's raw item, as its schema parses it. */
export type WpPostOf<T extends PostType> = z.infer<(typeof POST_TYPE_SCHEMAS)[T]>

/** Anything `get-entity-by-slug`, `get-page-by-path` or `get-draft-entity-by-id` may answer: any post type. */
export const WpEntitySchema = z.discriminatedUnion(
  'type',
  POST_TYPE_NAMES.map((type) => POST_TYPE_SCHEMAS[type]) as [PostTypeSchema, ...PostTypeSchema[]],
)
export type WpEntity = z.infer<typeof WpEntitySchema>
