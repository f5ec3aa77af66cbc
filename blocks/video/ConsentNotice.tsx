// Shown instead of an embedded player without advertising consent (spec §6 "Video playback depends on advertising-cookie
// consent"): why the video is not here, a button to the cookie settings and, where known, a link to watch it at the source
// (without one, e.g. the Quadia player, the text does not point to the platform's website).
import { openCookieSettings } from '#ui/consent/CookieConsent.tsx'
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import styles from './VideoParts.module.css'

type Props = { sourceUrl?: string | undefined; platform?: string | undefined }

export function ConsentNotice({ sourceUrl, platform }: Props) {
  const t = useT()
  return (
    <div className={styles.notice}>
      <p className={styles.noticeText}>{sourceUrl ? t('video_consent') : t('video_consent_only_here')}</p>
      <p className={styles.noticeActions}>
        <button type="button" className={styles.noticeButton} onClick={() => void openCookieSettings()}>
          {t('video_consent_button')}
        </button>
        {sourceUrl ? (
          <ExternalLink href={sourceUrl} className={styles.noticeLink}>
            {platform ? t('video_open_external', { platform }) : t('watch')}
          </ExternalLink>
        ) : null}
      </p>
    </div>
  )
}
