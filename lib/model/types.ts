// The domain model the site renders: what the pipeline writes into the snapshot. No WordPress field names
// (`rendered`, `_embedded`, `acf`) survive here; spec names (Image, Banner, blocks' fields) do.
// The enums the CMS's raw schemas share with it are defined here and the pipeline's schemas import them
// (pipeline/schemas/wp/*), never the other way round; each block's own fields are the block's (blocks/<layout>/schema.ts).

export const POST_STATUSES = ['publish', 'private', 'draft', 'future', 'pending'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

export const TAXONOMIES = [
  'category',
  'post_tag',
  'knowledge-base-category',
  'content-type',
  'partner-type',
  'expertise',
  'service',
  'specialisation',
  'recognition',
  'finder-label',
  'finder-issue',
] as const
export type Taxonomy = (typeof TAXONOMIES)[number]

/** spec §3 Image. `src`/`src_set` are site-relative when the image lives on the CMS (`/wp-content/uploads/...`). */
export type Image = {
  src: string
  src_set: string
  sizes: string
  alt: string
  caption: string
  width?: number
  height?: number
}
/** A link; `url` is a site path ("/kennisbank/…/") for internal targets, absolute otherwise. */
export type Link = { url: string; title: string; target: string }
/** `name` is plain text; `html` is the name's safe inline HTML when it has markup (a title with <em>). */
export type Breadcrumb = { name: string; path: string; html?: string }

export type Seo = {
  title: string
  description: string
  robots: string
  canonical: string
  og: Record<string, string>
  ogImage?: { url: string; width?: number; height?: number }
  twitter: Record<string, string>
  /** The Yoast schema graph, rendered as JSON-LD. */
  jsonLd?: unknown
  publishedTime?: string
  modifiedTime?: string
}

// A content item's rows and their blocks' common fields: lib/model/rows.ts (re-exported here, the model's index).
export * from './rows.ts'
import type { ContentRows } from './rows.ts'

export type Banner = {
  template: 'default' | 'template-rubriek'
  title: string
  subtitle: string
  image?: Image
  imageIcon?: Image
  icon: string
  colorType: string
  textColorType: 'light' | 'dark'
  backgroundColor: string
}
export type Sponsor = { label: string; color: string; bannerImage?: Image; link?: string; logo?: Image }
export type AuthorRef = { kind: 'user' | 'guest'; id: number }
export type Person = { name: string; company: string; description: string; imageHtml: string }
export type Testimonial = { title: string; content: string; name: string; subtitle: string; image?: Image }
export type TimetableSubject = {
  title: string
  description: string
  speakers: Person[]
  partnerIds: number[]
  startTime: string
  endTime: string
}

export type EntityKind = 'article' | 'post' | 'lesson' | 'event' | 'page' | 'partner' | 'product' | 'clinic' | 'vet'

type EntityBase = {
  id: number
  slug: string
  status: PostStatus
  path: string
  /** Plain text (entities decoded, tags stripped): <title>, meta, lists, search. */
  title: string
  /** The title's safe inline HTML (em, strong, i, b, sup, sub, br), only when it has such markup. */
  titleHtml?: string
  /** Safe HTML. */
  content: string
  excerpt: string
  date: string
  dateFormatted: string
  modified: string
  featuredImage?: Image
  seo: Seo
  breadcrumbs: Breadcrumb[]
  rows?: ContentRows
}
type Editorial = {
  authors: AuthorRef[]
  showAuthor: boolean
  categoryIds: number[]
  tagIds: number[]
  primaryCategoryId?: number
  banner?: Banner
  sponsor?: Sponsor
  readingTime?: number
}
export type Article = EntityBase &
  Editorial & { kind: 'article'; kbCategoryIds: number[]; contentTypeIds: number[]; primaryKbCategoryId?: number }
/** `sticky`: the editor's "stick to the top of the blog": first in the news list, as on WordPress's posts page. */
export type NewsPost = EntityBase & Editorial & { kind: 'post'; contentTypeIds: number[]; sticky: boolean }
export type Lesson = EntityBase &
  Editorial & {
    kind: 'lesson'
    lessonNumber?: number
    durationMinutes?: number
    level: string
    accreditationPoints?: number
    testimonials: Testimonial[]
  }
export type Event = EntityBase & {
  kind: 'event'
  categoryIds: number[]
  tagIds: number[]
  banner?: Banner
  startDate: string
  endDate: string
  location: { name: string; address: string; postcode: string; city: string }
  price: string
  registrationLink?: Link
  timetable: TimetableSubject[]
  speakers: Person[]
  partnerIds: number[]
  testimonials: Testimonial[]
}
export type FinderFilter = { key: string; label: string; options: { value: string; label: string }[] }
export type Page = EntityBase & {
  kind: 'page'
  parentId: number
  template: string
  banner?: Banner
  tagIndex: boolean
  filters: FinderFilter[]
  skipLastBreadcrumb: boolean
}
export type Partner = EntityBase & {
  kind: 'partner'
  menuOrder: number
  partnerTypeIds: number[]
  logo?: Image
  website: string
  email: string
  phone: string
  address: string
  hideDetailPage: boolean
  externalLink?: Link
  productIds: number[]
}
export type Product = EntityBase & { kind: 'product'; partnerId: number; image?: Image; externalLink?: Link }
export type FinderTermIds = {
  expertiseIds: number[]
  serviceIds: number[]
  specialisationIds: number[]
  recognitionIds: number[]
  labelIds: number[]
}
export type Clinic = EntityBase &
  FinderTermIds & {
    kind: 'clinic'
    address: { street: string; postcode: string; city: string; province: string; lat: number; lng: number }
    phone: string
    email: string
    website: string
    logo?: Image
    emergencyService: boolean
    openingHours: { day: string; hours: string }[]
    vetIds: number[]
  }
export type Vet = EntityBase &
  FinderTermIds & {
    kind: 'vet'
    firstName: string
    lastName: string
    function: string
    image?: Image
    clinicIds: number[]
  }

export type Entity = Article | NewsPost | Lesson | Event | Page | Partner | Product | Clinic | Vet

/** Authors: WordPress users and guest authors share one shape (spec §3 Author). */
export type Author = {
  key: string
  kind: 'user' | 'guest'
  id: number
  slug: string
  path: string
  name: string
  firstName: string
  function: string
  company: string
  description: string
  profileImage?: Image
  seo: Seo
  breadcrumbs: Breadcrumb[]
}

export type Term = {
  id: number
  taxonomy: Taxonomy
  slug: string
  name: string
  description: string
  path: string
  parentId: number
  count: number
  icon?: Image
  iconUrl: string
  hoverIconUrl: string
  color: string
  introduction: string
  banner?: Banner
  /** finder-issue terms: the finder terms the issue expands into. */
  expands: { expertiseIds: number[]; serviceIds: number[]; specialisationIds: number[]; recognitionIds: number[] }
  seo: Seo
  breadcrumbs: Breadcrumb[]
}

export type MenuItem = {
  id: number
  title: string
  /** Site path for internal targets, absolute URL otherwise, or '#' (not linked). */
  url: string
  target: string
  dropdownType?: 'dropdown_default' | 'dropdown_social_media' | 'dropdown_knowledge_base'
  icon?: string
  iconHover?: string
  children: MenuItem[]
}
export type Menu = { name: string; slug: string; items: MenuItem[] }
export type Redirect = { from: string; to: string; status: number }
/** A 301 from a path an item was published at before to its path today (pipeline/derive/old-paths.ts). */
export type MovedRedirect = Redirect & { entity: string; id: number }
