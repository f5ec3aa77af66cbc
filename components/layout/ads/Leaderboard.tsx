// The leaderboard ad above the header (general settings ads.leaderboard), on viewports wide enough for it.
import type { LayoutData } from '../../../content/layout.ts'
import { useT } from '../../i18n.tsx'
import { AdSlot } from './AdSlot.tsx'
import { DEFAULT_AD_NETWORK_ID } from './gpt.ts'
import styles from './Leaderboard.module.css'

export function Leaderboard({ ad }: { ad: LayoutData['leaderboard'] }) {
  const t = useT()
  if (!ad.show || !ad.width || !ad.height) return null
  return (
    <div className={styles.leaderboard}>
      <AdSlot adUnitPath={ad.adId || DEFAULT_AD_NETWORK_ID} width={ad.width} height={ad.height} label={t('advertisement')} minViewportWidth={ad.width + 32} />
    </div>
  )
}
