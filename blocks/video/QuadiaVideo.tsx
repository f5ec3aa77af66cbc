// Video block, embed type `quadia` (spec §2 video): the Quadia player's container (data-video-id, data-id, data-key) and
// its script, loaded only with advertising consent and once the block nears the viewport. Without consent, or when the
// script is not configured or fails to load: the poster with a notice.
import { useEffect, useRef, useState } from 'react'
import type { Image } from '#lib/model/types.ts'
import { useConsent } from '#ui/consent/useConsent.ts'
import { useT } from '#ui/i18n.tsx'
import { loadScript } from '#ui/browser/load-script.ts'
import { Img } from '#ui/Img.tsx'
import { useNearViewport } from '#ui/useNearViewport.ts'
import { ConsentNotice } from './ConsentNotice.tsx'
import { quadiaPlayerUrl } from './quadia.ts'
import styles from './VideoParts.module.css'

type Props = {
  videoId: string
  dataId: string
  playerKey: string
  image?: Image | undefined
  scriptUrl?: string | undefined
}

export function QuadiaVideo({ videoId, dataId, playerKey, image, scriptUrl = quadiaPlayerUrl() }: Props) {
  const t = useT()
  const consent = useConsent()
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const canLoad = consent.advertising && Boolean(scriptUrl) && Boolean(videoId)
  const near = useNearViewport(container, canLoad)

  useEffect(() => {
    if (!near || !scriptUrl) return
    let current = true
    loadScript(scriptUrl).catch(() => {
      if (current) setFailed(true)
    })
    return () => {
      current = false
    }
  }, [near, scriptUrl])

  if (canLoad && !failed) {
    return (
      <div
        ref={container}
        className={`quadia-player ${styles.quadia}`}
        data-video-id={videoId}
        data-id={dataId || undefined}
        data-key={playerKey || undefined}
      />
    )
  }
  return (
    <div className={styles.placeholder}>
      {image ? <Img image={image} decorative className={styles.placeholderImage} /> : null}
      {consent.advertising ? (
        <div className={styles.notice}>
          <p className={styles.noticeText} role="status">
            {t('video_unavailable')}
          </p>
        </div>
      ) : consent.ready ? (
        <ConsentNotice />
      ) : null}
    </div>
  )
}
