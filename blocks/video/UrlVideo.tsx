// Video block, embed type `url` (spec §2 video): the poster with a play button. With advertising consent play opens the
// lightbox (loaded on first play); without it the video opens on YouTube or Vimeo in a new tab.
import { lazy, Suspense, useState } from 'react'
import type { Image } from '#lib/model/types.ts'
import { useConsent } from '#ui/consent/useConsent.ts'
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import { PlayControl } from './PlayControl.tsx'
import { embedUrl, parseVideoUrl, thumbnailUrl } from './video-source.ts'
import { VideoPoster } from './VideoPoster.tsx'
import { openCookieSettings } from '#ui/consent/CookieConsent.tsx'
import styles from './VideoParts.module.css'

const VideoLightbox = lazy(() => import('./VideoLightbox.tsx').then((m) => ({ default: m.VideoLightbox })))

type Props = { url: string; title: string; image?: Image | undefined }

export function UrlVideo({ url, title, image }: Props) {
  const t = useT()
  const consent = useConsent()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const video = parseVideoUrl(url)
  const name = title || t('video')

  // Not YouTube or Vimeo: no player of ours, just the poster and a link to the address the editor gave.
  if (!video) {
    if (!url) return null
    return (
      <div>
        {image ? <VideoPoster image={image} /> : null}
        <p className={styles.fallbackLink}>
          <ExternalLink href={url}>{t('watch')}</ExternalLink>
        </p>
      </div>
    )
  }

  const play = () => {
    setUsed(true)
    setOpen(true)
  }
  return (
    <div>
      <PlayControl video={video} title={name} consent={consent.advertising} onPlay={play} opensDialog>
        <VideoPoster image={image} thumbnail={thumbnailUrl(video)} />
      </PlayControl>
      {consent.ready && !consent.advertising ? (
        <p className={styles.hint}>
          {t('video_consent')}{' '}
          <button type="button" className={styles.hintButton} onClick={() => void openCookieSettings()}>
            {t('video_consent_button')}
          </button>
        </p>
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <VideoLightbox
            open={open && consent.advertising}
            src={embedUrl(video)}
            title={name}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
