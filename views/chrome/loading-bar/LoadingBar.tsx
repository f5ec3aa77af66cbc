// The loading bar at the top of the window during slow client navigations (see loading-bar-store.ts).
import { useSyncExternalStore } from 'react'
import { useT } from '#ui/i18n.tsx'
import { LOADING_BAR_FILL_MS, loadingBar, type LoadingBarState } from './loading-bar-store.ts'
import styles from './LoadingBar.module.css'

const idleOnServer = (): LoadingBarState => 'idle'

export function LoadingBar() {
  const t = useT()
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.get, idleOnServer)
  return (
    <div className={styles.bar} data-state={state}>
      <div
        className={styles.progress}
        style={state === 'fill' ? { transitionDuration: `${LOADING_BAR_FILL_MS}ms` } : undefined}
      />
      <span className="sr-only" role="status">
        {state === 'start' || state === 'fill' ? t('loading') : ''}
      </span>
    </div>
  )
}
