// Shared raw WordPress REST shapes: rendered fields, links, ACF images, Yoast SEO.
import { z } from 'zod'

export const RenderedSchema = z.object({ rendered: z.string() })
export const RenderedProtectedSchema = z.object({ rendered: z.string(), protected: z.boolean().optional() })

export const PostStatusSchema = z.enum(['publish', 'private', 'draft', 'future', 'pending'])
export type PostStatus = z.infer<typeof PostStatusSchema>

/** ACF link field: { url, title, target }. */
export const WpLinkSchema = z.object({
  url: z.string(),
  title: z.string().default(''),
  target: z.string().default(''),
})
export type WpLink = z.infer<typeof WpLinkSchema>

/** An image as the site's ACF/REST helpers return it (spec §3 Image), with intrinsic size. */
export const WpImageSchema = z.object({
  id: z.number().int().optional(),
  src: z.string().min(1),
  src_set: z.string().default(''),
  sizes: z.string().default(''),
  alt: z.string().default(''),
  caption: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
})
export type WpImage = z.infer<typeof WpImageSchema>

/** ACF returns false (not null) for an empty image or link field. */
export const optionalAcf = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.literal(false), z.null()]).optional().transform((v) => (v ? v : undefined))

export const HeadingSizeSchema = z.enum(['h2', 'h3', 'h4', 'h5'])

const OgImageSchema = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  type: z.string().optional(),
})

const BreadcrumbItemSchema = z.object({
  '@type': z.literal('ListItem'),
  position: z.number(),
  name: z.string(),
  item: z.string().optional(),
})

/** A node of the Yoast schema graph. Only the BreadcrumbList is read; the rest is passed through to JSON-LD. */
export const YoastGraphNodeSchema = z.looseObject({
  '@type': z.union([z.string(), z.array(z.string())]),
  itemListElement: z.array(BreadcrumbItemSchema).optional(),
})

/** `yoast_head_json` as Yoast SEO adds it to every REST object. */
export const YoastHeadSchema = z.object({
  title: z.string().default(''),
  description: z.string().optional(),
  robots: z
    .object({
      index: z.string().default('index'),
      follow: z.string().default('follow'),
      'max-snippet': z.string().optional(),
      'max-image-preview': z.string().optional(),
      'max-video-preview': z.string().optional(),
    })
    .optional(),
  canonical: z.string().optional(),
  og_locale: z.string().optional(),
  og_type: z.string().optional(),
  og_title: z.string().optional(),
  og_description: z.string().optional(),
  og_url: z.string().optional(),
  og_site_name: z.string().optional(),
  og_image: z.array(OgImageSchema).optional(),
  article_published_time: z.string().optional(),
  article_modified_time: z.string().optional(),
  twitter_card: z.string().optional(),
  twitter_title: z.string().optional(),
  twitter_description: z.string().optional(),
  twitter_image: z.string().optional(),
  schema: z.object({ '@context': z.string().optional(), '@graph': z.array(YoastGraphNodeSchema) }).optional(),
})
export type YoastHead = z.infer<typeof YoastHeadSchema>
