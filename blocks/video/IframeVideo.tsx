// Video block, embed type `iframe` (spec §2 video): the CMS's iframe (sanitized by the pipeline: YouTube, Vimeo and
// Quadia only) with advertising consent; otherwise a placeholder with the cookie settings and a link to the source.
import type { Image } from '#lib/model/types.ts'
import { useConsent } from '#ui/consent/useConsent.ts'
import { Html } from '#ui/Html.tsx'
import { Img } from '#ui/Img.tsx'
import { ConsentNotice } from './ConsentNotice.tsx'
import { iframeSourcePage, iframeSrc, parseVideoUrl, PROVIDER_NAME } from './video-source.ts'
import styles from './VideoParts.module.css'

type Props = { html: string; image?: Image | undefined }

export function IframeVideo({ html, image }: Props) {
  const consent = useConsent()
  if (!html) return null
  if (consent.advertising) return <Html html={html} as="span" className={styles.embed} />
  return (
    <div className={styles.placeholder}>
      {image ? <Img image={image} decorative className={styles.placeholderImage} /> : null}
      {/* Until the stored choice is known, just the frame: no notice flashing up for visitors who did consent. */}
      {consent.ready ? <ConsentNotice sourceUrl={iframeSourcePage(html)} platform={platformOf(html)} /> : null}
    </div>
  )
}

/** YouTube or Vimeo when the iframe plays one of theirs. */
function platformOf(html: string): string | undefined {
  const video = parseVideoUrl(iframeSrc(html) ?? '')
  return video ? PROVIDER_NAME[video.provider] : undefined
}
