// The hits of one results page: the kind or category, the title as the link, the excerpt, the date, a thumbnail.
import { useSearchLabels } from '#views/search/labels.ts'
import { reportOpenedResult } from '#views/search/result-beacon.ts'
import { hitDate, hitMeta } from '#views/search/suggestion-view.ts'
import type { SearchHit } from '#search/model.ts'
import styles from './SearchPage.module.css'

/** `query`: what was searched, reported with the result a visitor opens (views/search/result-beacon.ts). */
export function SearchHitList({ hits, start, query }: { hits: SearchHit[]; start: number; query: string }) {
  const labels = useSearchLabels()
  return (
    <ol className={styles.hits} start={start}>
      {hits.map((hit) => {
        const date = hitDate(hit)
        return (
          <li key={`${hit.post_type}-${hit.id}`} className={styles.hit}>
            <div className={styles.hitBody}>
              <p className={styles.hitMeta}>
                <span className={styles.hitType}>{hitMeta(hit, labels.postType)}</span>
                {date ? <span className={styles.hitDate}>{date}</span> : null}
              </p>
              <h2 className={styles.hitTitle}>
                <a href={hit.link} className={styles.hitLink} onClick={() => reportOpenedResult(query, hit.link)}>
                  {hit.title}
                </a>
              </h2>
              {hit.excerpt ? <p className={styles.excerpt}>{hit.excerpt}</p> : null}
            </div>
            {hit.image ? (
              <img
                className={styles.thumb}
                src={hit.image.src}
                alt=""
                width={hit.image.width ?? 160}
                height={hit.image.height ?? 107}
                loading="lazy"
                decoding="async"
              />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
