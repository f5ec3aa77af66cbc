// video (spec §2 Content blocks, §3 Video block): a YouTube/Vimeo URL with poster and lightbox, the Quadia player, or the
// CMS's iframe — every one of them playing only with advertising consent (spec §6). Subtitle under the title.
import type { BlockProps } from '../block-props.ts'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import { IframeVideo } from './IframeVideo.tsx'
import { QuadiaVideo } from './QuadiaVideo.tsx'
import { UrlVideo } from './UrlVideo.tsx'
import styles from './Video.module.css'

export function Video({ block }: BlockProps<'video'>) {
  return (
    <section {...blockAttributes(block, styles.video)} data-embed={block.embed_type}>
      <BlockHeading title={block.title} level={block.headingLevel} className={styles.title} />
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      {block.embed_type === 'url' ? (
        <UrlVideo url={block.video_oembed} title={block.title || block.subtitle} image={block.image} />
      ) : block.embed_type === 'quadia' ? (
        <QuadiaVideo
          videoId={block.quadia_data_video_id}
          dataId={block.quadia_data_id}
          playerKey={block.key}
          image={block.image}
        />
      ) : (
        <IframeVideo html={block.video_iframe} image={block.image} />
      )}
    </section>
  )
}
