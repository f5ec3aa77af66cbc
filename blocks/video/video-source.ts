// YouTube and Vimeo videos (spec §2 video, highlighted_videos; §3 Video): recognise a video URL, and the URLs the site
// needs for one — the privacy-friendly player, the page on the platform, and YouTube's poster image.

export type VideoProvider = 'youtube' | 'vimeo'
export type VideoSource = { provider: VideoProvider; id: string }

export const PROVIDER_NAME: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{4,12}$/

/** The video a YouTube or Vimeo URL points at (watch, share, embed, shorts and player URLs); undefined otherwise. */
export function parseVideoUrl(input: string): VideoSource | undefined {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const host = url.hostname.toLowerCase()
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return youtube(parts[0])
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v'))
    if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v')
      return youtube(parts[1])
    return undefined
  }
  if (host === 'player.vimeo.com') return parts[0] === 'video' ? vimeo(parts[1]) : undefined
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return vimeo(parts.find((p) => VIMEO_ID.test(p)))
  return undefined
}

const youtube = (id: string | null | undefined): VideoSource | undefined =>
  id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined
const vimeo = (id: string | undefined): VideoSource | undefined =>
  id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : undefined

/** The embedded player: YouTube without tracking cookies until play, Vimeo with do-not-track. Starts playing. */
export function embedUrl({ provider, id }: VideoSource): string {
  const encoded = encodeURIComponent(id)
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${encoded}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${encoded}?autoplay=1&dnt=1`
}

/** The video's page on YouTube or Vimeo (opened in a new tab without advertising consent). */
export function watchUrl({ provider, id }: VideoSource): string {
  const encoded = encodeURIComponent(id)
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${encoded}` : `https://vimeo.com/${encoded}`
}

/** YouTube's own poster image; Vimeo has none without its API. */
export function thumbnailUrl({ provider, id }: VideoSource): string | undefined {
  return provider === 'youtube' ? `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg` : undefined
}

/** The `src` of the first iframe in (sanitized) embed HTML. */
export function iframeSrc(html: string): string | undefined {
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html)
  const src = match?.[1] ?? match?.[2]
  return src ? src.replace(/&amp;/g, '&') : undefined
}

/** Where a visitor can watch an embedded iframe's video themselves: the platform page, else the embed address. */
export function iframeSourcePage(html: string): string | undefined {
  const src = iframeSrc(html)
  if (!src) return undefined
  const video = parseVideoUrl(src)
  return video ? watchUrl(video) : src
}
