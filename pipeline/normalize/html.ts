// The one sanitizing, link-rewriting path for CMS HTML (sanitize-html), and HTML → plain text.
import sanitizeHtml from 'sanitize-html'
import type { UrlContext } from './urls.ts'
import { decodeEntities } from '#lib/format/html-entities.ts'
import { MORE_COMMENT } from '#lib/format/text.ts'

export { decodeEntities }
export { htmlToText } from '#lib/format/text.ts'

/** WordPress's teaser split marker; kept in cleaned HTML so the site can cut the intro. */
export const MORE_MARKER = '<!--more-->'
/** Stands in for MORE_MARKER while sanitizing (sanitize-html drops comments); letters only, so never escaped. */
const MORE_PLACEHOLDER = 'hoefslagMoreMarker7c1e4b'

const TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'a',
  'blockquote',
  'cite',
  'figure',
  'figcaption',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'span',
  'div',
  'sup',
  'sub',
  'code',
  'pre',
  'iframe',
]
const ATTRIBUTES: Record<string, string[]> = {
  '*': ['id', 'class', 'title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan', 'scope'],
}
const IFRAME_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]

/** Video embeds the site allows: YouTube (incl. nocookie), Vimeo's player and Quadia TV, over https. */
export function isAllowedEmbed(src: string): boolean {
  let url: URL
  try {
    url = new URL(src.startsWith('//') ? `https:${src}` : src)
  } catch {
    return false
  }
  if (url.protocol !== 'https:') return false
  if (IFRAME_HOSTS.includes(url.hostname)) return true
  const quadia = url.hostname === 'quadia.com' || url.hostname.endsWith('.quadia.com')
  return quadia && (url.pathname === '/tv' || url.pathname.startsWith('/tv/'))
}

type Attributes = Record<string, string>
/** The attributes with each default appended where missing (existing attributes keep their order). */
const withDefaults = (attribs: Attributes, defaults: Attributes): Attributes => {
  const missing = Object.entries(defaults).filter(([name]) => attribs[name] === undefined)
  return { ...attribs, ...Object.fromEntries(missing) }
}

function rewriteSrcset(srcset: string, ctx: UrlContext): string {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.split(/\s+/)
      return [ctx.mediaUrl(url), ...descriptor].join(' ')
    })
    .join(', ')
}

function transformLink(attribs: Attributes, ctx: UrlContext): Attributes {
  const next = { ...attribs }
  if (next.href !== undefined) next.href = ctx.toSitePath(next.href)
  if (next.target?.toLowerCase() === '_blank') {
    const rel = new Set((next.rel ?? '').split(/\s+/).filter(Boolean))
    rel.add('noopener').add('noreferrer')
    next.rel = [...rel].join(' ')
  }
  return next
}

function transformImage(attribs: Attributes, ctx: UrlContext): Attributes {
  const next = withDefaults(attribs, { loading: 'lazy', decoding: 'async' })
  if (next.src !== undefined) next.src = ctx.mediaUrl(next.src)
  if (next.srcset !== undefined) next.srcset = rewriteSrcset(next.srcset, ctx)
  return next
}

function transformIframe(attribs: Attributes): Attributes {
  const { src, ...rest } = attribs
  if (!src || !isAllowedEmbed(src)) return rest
  return withDefaults({ ...rest, src: src.startsWith('//') ? `https:${src}` : src }, { loading: 'lazy' })
}

/** Sanitizes CMS HTML: allowed WordPress markup only, internal links as site paths, media via the site, lazy images. */
export function cleanHtml(html: string, ctx: UrlContext): string {
  const clean = sanitizeHtml(html.replace(MORE_COMMENT, MORE_PLACEHOLDER), {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedIframeHostnames: IFRAME_HOSTS,
    allowedIframeDomains: ['quadia.com'],
    allowIframeRelativeUrls: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: transformLink(attribs, ctx) }),
      img: (tagName, attribs) => ({ tagName, attribs: transformImage(attribs, ctx) }),
      iframe: (tagName, attribs) => ({ tagName, attribs: transformIframe(attribs) }),
    },
    // An iframe whose src was refused is dropped whole; so is an image without a source.
    exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
  })
  return clean.split(MORE_PLACEHOLDER).join(MORE_MARKER)
}

/** The inline tags a title may keep (`Wat is <em>strangles</em> (droes)?`); everything else is reduced to its text. */
const INLINE_TAGS = ['em', 'strong', 'i', 'b', 'sup', 'sub', 'br']

/**
 * A title's HTML (WordPress's `title.rendered`) as safe inline HTML: only INLINE_TAGS, no attributes, entities kept
 * encoded. Shown where the title is shown (h1, breadcrumbs, cards); `htmlToText` gives the plain text for <title>,
 * meta, Open Graph and JSON-LD.
 */
export function inlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: INLINE_TAGS,
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'iframe'],
  }).trim()
}

/** The inline HTML of a title when it has markup worth keeping (a tag), else undefined: the plain text says it all. */
export function titleMarkup(html: string): string | undefined {
  const inline = inlineHtml(html)
  return /</.test(inline) ? inline : undefined
}

/** WordPress's auto-excerpt ending (`wp_trim_excerpt`: " [&hellip;]", or as […] / [...] once decoded), before a closing tag. */
const AUTO_EXCERPT_MORE = /\s*\[(?:&hellip;|&#8230;|&#x2026;|…|\.\.\.)\](\s*(?:<\/[a-z]+>\s*)*)$/i

/** An excerpt without WordPress's " [&hellip;]": a plain ellipsis instead, as a reader expects ("… tot slot…"). */
export function trimAutoExcerpt(html: string): string {
  return html.replace(AUTO_EXCERPT_MORE, '&hellip;$1')
}
