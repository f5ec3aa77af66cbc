// What the server answers from: the store seen from one origin, with indexes, term counts and cached REST objects.
import { POST_COLLECTIONS, TERM_COLLECTIONS } from './collections.ts'
import { postTrail, termTrail, userTrail } from './breadcrumbs.ts'
import { localToGmt } from './dates.ts'
import { isRecord } from './files.ts'
import { collectForms, type GfForm } from './forms.ts'
import { mediaLinks, postLinks, termLinks, userLinks } from './links.ts'
import { absolutizeUploads } from './absolute.ts'
import { acfEventFields } from './acf.ts'
import { expandMediaRefs, isImage, wpMedia, uploadsUrl } from './media.ts'
import { serializePost, serializeSettings, serializeTerm, serializeUser } from './serialize.ts'
import { permalinkPath, termPath, type ContentStore, type Obj, type StoredPost, type StoredTerm } from './store.ts'
import { autoExcerpt, plainText, renderedText } from './text.ts'
import { slugify } from '../generate/text.ts'
import { buildYoastHead, type YoastInput } from './yoast.ts'

const MEDIA_DATE = '2026-01-01T00:00:00'
const EDITORIAL_TYPES = new Set(['article', 'post', 'lesson', 'event'])

export class Catalog {
  readonly api: string
  readonly postsByBase = new Map<string, StoredPost[]>()
  readonly termsByBase = new Map<string, StoredTerm[]>()
  readonly byPath = new Map<string, StoredPost[]>()
  readonly termCounts = new Map<number, number>()
  /** Users that wrote published content of any type (WordPress's `has_published_posts`). */
  readonly authorIds = new Set<number>()
  /** Users credited on published articles, news posts, lessons or events: the site's authors. */
  readonly editorialAuthorIds = new Set<number>()
  readonly forms: Map<number, GfForm>
  readonly #paths = new Map<number, string>()
  readonly #cache = new Map<string, Obj>()

  constructor(
    readonly store: ContentStore,
    readonly origin: string,
    readonly siteUrl: string,
  ) {
    this.api = `${origin}/wp-json`
    for (const c of POST_COLLECTIONS) this.postsByBase.set(c.restBase, [])
    for (const c of TERM_COLLECTIONS) this.termsByBase.set(c.restBase, [])
    for (const post of store.posts.values()) {
      this.postsByBase.get(post.collection.restBase)?.push(post)
      const path = this.path(post)
      this.byPath.set(path, [...(this.byPath.get(path) ?? []), post])
      if (post.data.status === 'publish') this.#countPublished(post.data, EDITORIAL_TYPES.has(post.collection.type))
    }
    for (const term of store.terms.values()) this.termsByBase.get(term.collection.restBase)?.push(term)
    this.forms = collectForms(store)
  }

  #countPublished(data: Obj, editorial: boolean) {
    for (const c of TERM_COLLECTIONS) {
      const ids = data[c.restBase]
      if (Array.isArray(ids))
        for (const id of ids) this.termCounts.set(Number(id), (this.termCounts.get(Number(id)) ?? 0) + 1)
    }
    const extra = isRecord(data.extra_fields) ? data.extra_fields : {}
    const credited = (Array.isArray(extra.authors) ? extra.authors : []).filter(
      (r) => isRecord(r) && (r.type ?? 'user') === 'user',
    )
    for (const id of [Number(data.author ?? 0), ...credited.map((r) => Number(isRecord(r) ? r.id : 0))].filter(
      (n) => n > 0,
    )) {
      this.authorIds.add(id)
      if (editorial) this.editorialAuthorIds.add(id)
    }
  }

  path(post: StoredPost): string {
    const id = Number(post.data.id)
    let path = this.#paths.get(id)
    if (path === undefined) this.#paths.set(id, (path = permalinkPath(this.store, post)))
    return path
  }

  /** Built once per object; upload paths made absolute like WordPress stores them. */
  #cached(key: string, build: () => Obj): Obj {
    let value = this.#cache.get(key)
    if (value === undefined) {
      const absolute = absolutizeUploads(build(), this.origin)
      this.#cache.set(key, (value = isRecord(absolute) ? absolute : {}))
    }
    return value
  }

  settings(): Obj {
    return this.#cached('settings', () => serializeSettings(this.store, this.origin))
  }

  /**
   * `site/menus.json`, images expanded: location → menu. Like `wp_update_nav_menu_object`, the slug comes from the
   * menu's name ("Hoofdmenu" → "hoofdmenu"); a slug written in the file is ignored.
   */
  menus(): Obj {
    return this.#cached('menus', () => {
      const expanded = expandMediaRefs(this.store.menus, this.store.media, this.origin, 'site/menus.json')
      if (!isRecord(expanded)) return {}
      const out: Obj = {}
      for (const [location, menu] of Object.entries(expanded)) {
        out[location] = isRecord(menu) ? { ...menu, slug: slugify(String(menu.name ?? '')) } : menu
      }
      return out
    })
  }

  /** The full-size image of a media id as Yoast's og_image. */
  ogImage(mediaId: number): YoastInput['image'] {
    const entry = this.store.media.get(mediaId)
    return entry && isImage(entry)
      ? { url: uploadsUrl(this.origin, entry.file), width: entry.width, height: entry.height, type: entry.mime_type }
      : undefined
  }

  #yoast(input: Omit<YoastInput, 'siteUrl' | 'cmsOrigin'>) {
    return buildYoastHead({ ...input, siteUrl: this.siteUrl, cmsOrigin: this.origin })
  }

  /** The display name of a post's author: the first credited author, else the WordPress author. */
  authorName(data: Obj): string {
    const extra = isRecord(data.extra_fields) ? data.extra_fields : {}
    const first = Array.isArray(extra.authors) && isRecord(extra.authors[0]) ? extra.authors[0] : undefined
    const ref = first
      ? { type: String(first.type ?? 'user'), id: Number(first.id) }
      : { type: 'user', id: Number(data.author ?? 0) }
    if (ref.type === 'user') return String(this.store.users.get(ref.id)?.data.name ?? '')
    return renderedText(this.store.posts.get(ref.id)?.data.title)
  }

  post(post: StoredPost): Obj {
    return this.#cached(`post:${String(post.data.id)}`, () => {
      const out = serializePost(this.store, post, this.origin)
      // The date-time pickers answer in ACF's default return format, as on a stock install.
      if (post.collection.type === 'event') out.extra_fields = acfEventFields(out.extra_fields)
      // No excerpt written: WordPress makes one from the content, ending in " [&hellip;]".
      if (!renderedText(post.data.excerpt) && isRecord(post.data.content)) {
        out.excerpt = { rendered: autoExcerpt(String(post.data.content.rendered ?? '')), protected: false }
      }
      // A password-protected post: WordPress never shows the password, marks content and excerpt `protected` and puts
      // "Beveiligd: " before the title (protected_title_format); the body is left out for anonymous readers (present.ts).
      delete out.password
      if (hasPassword(post)) protect(out)
      // Core's "stick to the top of the blog", on every news post.
      if (post.collection.type === 'post') out.sticky = post.data.sticky === true
      const date = String(post.data.date ?? '')
      const modified = String(post.data.modified ?? date)
      out.date_gmt ??= localToGmt(date)
      out.modified_gmt ??= localToGmt(modified)
      out.guid ??= { rendered: `${this.origin}/?p=${String(post.data.id)}` }
      const type = post.collection.type
      out.yoast_head_json ??= this.#yoast({
        title: renderedText(post.data.title),
        description: hasPassword(post)
          ? ''
          : renderedText(post.data.excerpt) ||
            plainText(String(isRecord(post.data.content) ? (post.data.content.rendered ?? '') : '')),
        path: this.path(post),
        trail: postTrail(this.store, post),
        image: this.ogImage(Number(post.data.featured_media ?? 0)),
        publishedGmt: typeof out.date_gmt === 'string' ? out.date_gmt : undefined,
        modifiedGmt: typeof out.modified_gmt === 'string' ? out.modified_gmt : undefined,
        ogType: type === 'guest-author' ? 'profile' : this.path(post) === '/' ? 'website' : 'article',
        pageType: type === 'guest-author' ? 'ProfilePage' : 'WebPage',
        // Yoast's per-post "Allow search engines to show this page?" switch, as the REST API's registered meta gives it;
        // a password-protected post is never indexed (the plugin's seo.php does the same).
        indexable: post.data.status === 'publish' && !hasPassword(post) && !yoastNoindex(post.data),
        ...(EDITORIAL_TYPES.has(type) && type !== 'event' ? { article: { author: this.authorName(post.data) } } : {}),
      })
      out._links = postLinks(this.api, post)
      return out
    })
  }

  term(term: StoredTerm): Obj {
    return this.#cached(`term:${String(term.data.id)}`, () => {
      const out = serializeTerm(this.store, term, this.origin, this.termCounts.get(Number(term.data.id)) ?? 0)
      out.yoast_head_json ??= this.#yoast({
        title: String(term.data.name),
        description: plainText(String(term.data.description ?? '')),
        path: termPath(this.store, term),
        trail: termTrail(this.store, term),
        ogType: 'website',
        pageType: 'CollectionPage',
        indexable: true,
      })
      out._links = termLinks(this.api, term)
      return out
    })
  }

  user(id: number): Obj | undefined {
    const user = this.store.users.get(id)
    if (!user) return undefined
    return this.#cached(`user:${id}`, () => {
      const out = serializeUser(this.store, user, this.origin)
      const extra = isRecord(out.extra_fields) ? out.extra_fields : {}
      const image = isRecord(extra.profile_image) ? Number(extra.profile_image.id ?? 0) : 0
      out.yoast_head_json ??= this.#yoast({
        title: plainText(String(user.data.name)),
        description: plainText(String(user.data.description ?? '')),
        path: `/auteurs/${String(user.data.slug)}/`,
        trail: userTrail(user.data),
        image: this.ogImage(image),
        ogType: 'profile',
        pageType: 'ProfilePage',
        indexable: true,
      })
      out._links = userLinks(this.api, id)
      return out
    })
  }

  /** Whether anonymous readers may see the upload: WordPress hides media attached to a post that is not published. */
  mediaIsPublic(id: number): boolean {
    const parent = this.store.media.get(id)?.post ?? 0
    return parent === 0 || this.store.posts.get(parent)?.data.status === 'publish'
  }

  media(id: number): Obj | undefined {
    const entry = this.store.media.get(id)
    if (!entry) return undefined
    return this.#cached(`media:${id}`, () => ({
      ...wpMedia(entry, this.origin),
      date: MEDIA_DATE,
      date_gmt: localToGmt(MEDIA_DATE),
      modified: MEDIA_DATE,
      status: 'inherit',
      _links: mediaLinks(this.api, id),
    }))
  }
}

/** The post's `meta._yoast_wpseo_meta-robots-noindex` is "1": the editor kept it out of search engines. */
function yoastNoindex(data: Obj): boolean {
  const meta = data.meta
  return isRecord(meta) && String(meta['_yoast_wpseo_meta-robots-noindex'] ?? '') === '1'
}

/** The post has a WordPress post password ("password-protected"). */
export const hasPassword = (post: StoredPost) => typeof post.data.password === 'string' && post.data.password !== ''

function protect(out: Obj) {
  const field = (v: unknown) => ({ rendered: isRecord(v) ? String(v.rendered ?? '') : '', protected: true })
  out.content = field(out.content)
  out.excerpt = field(out.excerpt)
  const title = isRecord(out.title) ? String(out.title.rendered ?? '') : ''
  out.title = { rendered: `Beveiligd: ${title}` }
}
