// The poster as the play control. With advertising consent a button (the caller shows the player); without it a link to
// the video's page on YouTube or Vimeo in a new tab (spec §2 video, highlighted_videos). The server renders the link.
import type { ReactNode } from 'react'
import { useT } from '#ui/i18n.tsx'
import { PROVIDER_NAME, watchUrl, type VideoSource } from './video-source.ts'
import styles from './VideoParts.module.css'

type Props = {
  video: VideoSource
  title: string
  consent: boolean
  onPlay: () => void
  /** The player opens in a dialog (the lightbox) rather than in place. */
  opensDialog?: boolean
  children: ReactNode
}

export function PlayControl({ video, title, consent, onPlay, opensDialog = false, children }: Props) {
  const t = useT()
  if (consent) {
    return (
      <button
        type="button"
        className={styles.control}
        onClick={onPlay}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
        aria-label={`${t('video_play')}: ${title}`}
      >
        {children}
      </button>
    )
  }
  const label = `${t('video_open_external', { platform: PROVIDER_NAME[video.provider] })}: ${title} ${t('opens_in_new_tab')}`
  return (
    <a href={watchUrl(video)} className={styles.control} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  )
}
