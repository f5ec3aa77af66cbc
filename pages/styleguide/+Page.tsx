// Style guide (spec §2 /styleguide/): design tokens (colours, type scale, spacing, radii, shadows), every post card
// layout, the partner, person, expertise and clinic cards, and the banner variants, with real content.
import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'
import { CardSamples } from './CardSamples.tsx'
import { TokenTables } from './TokenTables.tsx'
import { Banner } from '#views/page/Banner.tsx'
import styles from './Styleguide.module.css'

export default function Page() {
  const { tokens, samples } = useData<Data>()
  return (
    <div className={styles.page}>
      <div className="container">
        <h1>Stijlgids</h1>
        <p className={styles.lead}>
          De bouwstenen van Hoefslag: design tokens, kaarten en banners, gevuld met echte inhoud uit de CMS-snapshot.
        </p>
        <TokenTables tokens={tokens} />
        <CardSamples samples={samples} />
        <h2 id="banners">Banners</h2>
      </div>
      {samples.banners.map((banner, i) => (
        <div key={i} className={styles.bannerSample}>
          <p className={`container ${styles.sampleLabel}`}>
            {banner.template}
            {banner.image ? ', met afbeelding' : ', zonder afbeelding'}
            {banner.sponsor ? ', met sponsor' : ''}
          </p>
          <Banner banner={banner} heading="h3" />
        </div>
      ))}
    </div>
  )
}
