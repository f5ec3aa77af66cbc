// Raw WordPress users (authors) and taxonomy terms (categories, tags, knowledge-base categories, finder terms, ...).
import { z } from 'zod'
import { TAXONOMIES, type Taxonomy } from '#lib/model/types.ts'
import { OldLinksSchema, WpImageSchema, YoastHeadSchema, acfGroup, acfId, acfList, optionalAcf } from './common.ts'
import { WpBannerSchema } from './posts.ts'

export const WpUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string().default(''),
  link: z.string(),
  /** The author pages the user had before a rename (the plugin's `old_links`, decision 030). */
  old_links: OldLinksSchema,
  avatar_urls: z.record(z.string(), z.string()).default({}),
  yoast_head_json: YoastHeadSchema.optional(),
  extra_fields: acfGroup(
    z.object({
      first_name: z.string().default(''),
      function: z.string().default(''),
      company: z.string().default(''),
      profile_image: optionalAcf(WpImageSchema),
    }),
  ),
})
export type WpUser = z.infer<typeof WpUserSchema>

export { TAXONOMIES, type Taxonomy }
export const TaxonomySchema = z.enum(TAXONOMIES)

export const WpTermSchema = z.object({
  id: z.number().int().positive(),
  count: z.number().int().nonnegative().default(0),
  description: z.string().default(''),
  link: z.string(),
  old_links: OldLinksSchema,
  name: z.string().min(1),
  slug: z.string().min(1),
  taxonomy: TaxonomySchema,
  parent: z.number().int().nonnegative().default(0),
  yoast_head_json: YoastHeadSchema.optional(),
  extra_fields: acfGroup(
    z.object({
      icon: optionalAcf(WpImageSchema),
      icon_url: z.string().default(''),
      hover_icon_url: z.string().default(''),
      color: z.string().default(''),
      introduction: z.string().default(''),
      banner: optionalAcf(WpBannerSchema),
      /** finder-issue terms expand into these finder terms (spec §3 Finder issue option). */
      expertises: acfList(acfId),
      services: acfList(acfId),
      specialisations: acfList(acfId),
      recognitions: acfList(acfId),
    }),
  ),
})
export type WpTerm = z.infer<typeof WpTermSchema>

/**
 * WordPress media (`/wp/v2/media`, `_embedded['wp:featuredmedia']`). A document (a PDF) is media too: its
 * `media_details` hold `filesize` and empty `sizes`, no width or height.
 */
const MediaSizeSchema = z.object({
  file: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime_type: z.string(),
  source_url: z.string(),
})
export const WpMediaSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  alt_text: z.string().default(''),
  caption: z.object({ rendered: z.string() }).default({ rendered: '' }),
  title: z.object({ rendered: z.string() }).default({ rendered: '' }),
  mime_type: z.string(),
  source_url: z.string().min(1),
  /** The attachment page's permalink (the site serves the file there instead). */
  link: z.string().optional(),
  media_details: z
    .object({
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
      filesize: z.number().int().nonnegative().optional(),
      file: z.string().optional(),
      // PHP's json_encode writes an empty associative array as [].
      sizes: z.union([z.record(z.string(), MediaSizeSchema), z.array(z.never()).transform(() => ({}))]).default({}),
    })
    .prefault({}),
})
export type WpMedia = z.infer<typeof WpMediaSchema>
