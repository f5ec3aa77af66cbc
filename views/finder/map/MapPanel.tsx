// The map view's frame: a named region with a skip link to the list, the Leaflet map loaded on demand (its own chunk:
// pages without the map never load Leaflet), a loading text, and a message instead of the map if its chunk fails.
import { Component, lazy, Suspense, type ReactNode } from 'react'
import type { FinderResult } from '#lib/model/finder.ts'
import { useT } from '#ui/i18n.tsx'
import styles from '../Finder.module.css'

const FinderMap = lazy(() => import('./FinderMap.tsx'))

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

type Props = {
  results: FinderResult[]
  center?: { lat: number; lng: number } | undefined
  radiusKm?: number | undefined
  listId: string
}

export function MapPanel({ results, center, radiusKm, listId }: Props) {
  const t = useT()
  const unplaced = results.filter((r) => r.lat === null || r.lng === null).length
  return (
    <section className={styles.mapPanel} aria-label={t('finder_map_region')}>
      <a href={`#${listId}`} className={styles.skip}>
        {t('finder_map_skip')}
      </a>
      <MapBoundary fallback={<p className={styles.mapMessage}>{t('finder_map_failed')}</p>}>
        <Suspense fallback={<p className={styles.mapMessage}>{t('finder_map_loading')}</p>}>
          <FinderMap
            results={results}
            center={center}
            radiusKm={radiusKm}
            labels={{
              cluster: (count) => t('finder_map_cluster', { count }),
              you: t('finder_map_you'),
              kind: (r) => (r.type === 'clinic' ? t('finder_clinic') : t('finder_vet')),
            }}
          />
        </Suspense>
      </MapBoundary>
      {unplaced ? <p className={styles.mapNote}>{t('finder_map_no_location', { count: unplaced })}</p> : null}
    </section>
  )
}
