// The leaderboard ad above the header (general settings ads.leaderboard: show_ad, ad_id, ad_unit, size), on viewports
// wide enough for it. The same GPT slot as the ad block: network + unit, consent first, hidden when empty.
import type { LayoutData } from '#content/layout.ts'
import { useT } from '../i18n.tsx'
import { AdSlot } from './AdSlot.tsx'
import { adUnitPath } from './gpt.ts'
import styles from './Leaderboard.module.css'

export function Leaderboard({ ad }: { ad: LayoutData['leaderboard'] }) {
  const t = useT()
  if (!ad.show || !ad.width || !ad.height) return null
  return (
    <div className={styles.leaderboard}>
      <AdSlot
        adUnitPath={adUnitPath(ad.adId, ad.adUnit)}
        width={ad.width}
        height={ad.height}
        label={t('advertisement')}
        minViewportWidth={ad.width + 32}
      />
    </div>
  )
}
