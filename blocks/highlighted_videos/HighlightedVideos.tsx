// highlighted_videos (spec §2): a video frame (iframe height 466, spec §9) and the list of videos, the first selected.
// Choosing one switches the frame. Play shows the embedded player only with advertising consent; without it the video
// opens on YouTube or Vimeo in a new tab.
import { useState } from 'react'
import type { BlockProps } from '../block-props.ts'
import { useConsent } from '#ui/consent/useConsent.ts'
import { useT } from '#ui/i18n.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import { PlayControl } from '../video/PlayControl.tsx'
import { embedUrl, thumbnailUrl, type VideoSource } from '../video/video-source.ts'
import { VideoPoster } from '../video/VideoPoster.tsx'
import styles from './HighlightedVideos.module.css'

/** spec §9 "Video frame iframe height 466". */
export const VIDEO_FRAME_HEIGHT = 466

export function HighlightedVideos({ block }: BlockProps<'highlighted_videos'>) {
  const t = useT()
  const consent = useConsent()
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const current = block.videos[selected] ?? block.videos[0]
  if (!current) return null
  const source: VideoSource = { provider: current.type, id: current.video_id }

  return (
    <section {...blockAttributes(block, styles.block)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <div className={styles.layout}>
        <figure className={styles.frame}>
          {playing && consent.advertising ? (
            <iframe
              key={`${source.provider}:${source.id}`}
              className={styles.player}
              src={embedUrl(source)}
              title={current.title}
              height={VIDEO_FRAME_HEIGHT}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <PlayControl
              video={source}
              title={current.title}
              consent={consent.advertising}
              onPlay={() => setPlaying(true)}
            >
              <span className={styles.posterBox}>
                <VideoPoster image={current.image} thumbnail={thumbnailUrl(source)} />
              </span>
            </PlayControl>
          )}
          <figcaption className={styles.caption} aria-live="polite">
            {current.title}
          </figcaption>
        </figure>
        {block.videos.length > 1 ? (
          <ul className={styles.list} aria-label={t('videos_list')}>
            {block.videos.map((video, i) => {
              const thumb = thumbnailUrl({ provider: video.type, id: video.video_id })
              return (
                <li key={`${video.type}:${video.video_id}:${i}`}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-pressed={i === selected}
                    onClick={() => setSelected(i)}
                  >
                    <span className={styles.thumb}>
                      {video.image ? (
                        <img
                          src={video.image.src}
                          alt=""
                          width={video.image.width}
                          height={video.image.height}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : thumb ? (
                        <img src={thumb} alt="" width={480} height={360} loading="lazy" decoding="async" />
                      ) : null}
                    </span>
                    <span className={styles.itemTitle}>{video.title}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
