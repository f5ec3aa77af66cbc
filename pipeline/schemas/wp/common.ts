// Shared raw WordPress REST shapes: rendered fields, links, ACF images, Yoast SEO.
import { z } from 'zod'
import { HEADING_SIZES, POST_STATUSES, type PostStatus } from '#lib/model/types.ts'

export const RenderedSchema = z.object({ rendered: z.string() })
export const RenderedProtectedSchema = z.object({ rendered: z.string(), protected: z.boolean().optional() })

export const PostStatusSchema = z.enum(POST_STATUSES)
export type { PostStatus }

/**
 * The companion plugin's `old_links` (decision 030): the permalinks an item was published at before (WordPress'
 * `_wp_old_slug`, and paths recorded when a parent or category moved). Optional; anything but a list of strings is
 * read as none, so an odd value never leaves the item out.
 */
export const OldLinksSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : []),
  z.array(z.string()),
)

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

/**
 * What ACF and PHP send for "nothing": `false` (an empty image, link, post object or group), `null`, `""` (a field never
 * saved) and `[]` (PHP's json_encode writes an empty associative array as a list).
 */
export const isAcfEmpty = (v: unknown): boolean =>
  v === false || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** An optional ACF field (image, link, group, post object): any of ACF's empty values (and a post id 0) is absent. */
export const optionalAcf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isAcfEmpty(v) || v === 0 ? undefined : v), schema.optional())

/** An ACF group: an empty group arrives as `[]` or `false`; absent or empty, the group takes its fields' defaults. */
export const acfGroup = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || isAcfEmpty(v) ? {} : v), schema)

/** An ACF repeater (or relationship/checkbox list): an empty one arrives as `false`, `""` or `null`; absent is empty too. */
export const acfList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || isAcfEmpty(v) ? [] : v), z.array(item))

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/
/**
 * An ACF number (PHP stores post meta as strings: `"4"`): a numeric string becomes its number; `""` is absent (give
 * the schema a default or make it optional); anything else ("vier") is refused by `schema`, naming the field.
 */
export const acfNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && NUMERIC.test(v) ? Number(v) : v),
    schema,
  )
/** A post or term id as ACF gives it: a number or a numeric string. */
export const acfId = acfNumber(z.number().int().positive())

/** An ACF true/false field: `true`/`false`, `1`/`0`, `"1"`/`"0"`; `""` or `null` (never saved) is false. Anything else is refused. */
export const acfBoolean = (fallback = false) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return fallback
    if (v === 1 || v === '1') return true
    if (v === 0 || v === '0') return false
    return v
  }, z.boolean())

const pad = (n: number) => String(n).padStart(2, '0')
/** "9:30 pm" / "09:30" / "21:30:00" → [21, 30, 0]; undefined when it is not a time of day. */
function timeOfDay(text: string): [number, number, number] | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]m)?$/i.exec(text.trim())
  if (!m) return undefined
  let hour = Number(m[1])
  const ampm = m[4]?.toLowerCase()
  if (ampm && (hour < 1 || hour > 12)) return undefined
  if (ampm) hour = (hour % 12) + (ampm === 'pm' ? 12 : 0)
  const [minute, second] = [Number(m[2]), Number(m[3] ?? 0)]
  return hour < 24 && minute < 60 && second < 60 ? [hour, minute, second] : undefined
}
const validDate = (y: number, mo: number, d: number) => {
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/**
 * An ACF date-time picker value as a local ISO datetime ("2027-03-14T21:30:00"). Accepted return formats: `Y-m-d H:i:s`
 * (what the site asks for), ISO with a "T", and ACF's default `d/m/Y g:i a` ("14/03/2027 9:30 pm"). Anything else —
 * another format, a day that does not exist — is refused with the formats named: a date is never guessed.
 */
export const acfDateTime = () =>
  z.string().transform((text, ctx) => {
    const iso = /^(\d{4})-(\d{2})-(\d{2})[T ](.+)$/.exec(text.trim())
    const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (.+)$/.exec(text.trim())
    const [y, mo, d, rest] = iso ? [iso[1], iso[2], iso[3], iso[4]] : dmy ? [dmy[3], dmy[2], dmy[1], dmy[4]] : []
    const time = rest === undefined ? undefined : timeOfDay(rest)
    if (!time || !validDate(Number(y), Number(mo), Number(d))) {
      ctx.addIssue({ code: 'custom', message: `expected a date-time as Y-m-d H:i:s or d/m/Y g:i a, got "${text}"` })
      return z.NEVER
    }
    return `${String(y)}-${pad(Number(mo))}-${pad(Number(d))}T${time.map(pad).join(':')}`
  })

/** An ACF time picker value as "HH:MM": `H:i`, `H:i:s` or ACF's default `g:i a` ("9:30 am"). */
export const acfTime = () =>
  z.string().transform((text, ctx) => {
    const time = timeOfDay(text)
    if (!time) {
      ctx.addIssue({ code: 'custom', message: `expected a time as HH:MM or g:i a, got "${text}"` })
      return z.NEVER
    }
    return `${pad(time[0])}:${pad(time[1])}`
  })

export const HeadingSizeSchema = z.enum(HEADING_SIZES)

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
