// Every card: the post card in its six layouts, partner cards (default, compact, without excerpt and shadow),
// person, expertise and clinic cards.
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { ClinicCard } from '#ui/cards/ClinicCard.tsx'
import { ExpertiseCard } from '#ui/cards/ExpertiseCard.tsx'
import { PartnerCard } from '#ui/cards/PartnerCard.tsx'
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { POST_CARD_LAYOUTS, PostCard } from '#ui/cards/PostCard.tsx'
import type { Data } from './+data.ts'
import styles from './Styleguide.module.css'

export function CardSamples({ samples }: { samples: Data['samples'] }) {
  const [main, ...others] = samples.posts
  return (
    <>
      <h2 id="postkaarten">Postkaarten</h2>
      {main &&
        POST_CARD_LAYOUTS.map((layout) => (
          <div key={layout} className={styles.sample}>
            <p className={styles.sampleLabel}>{layout}</p>
            <div className={layout.startsWith('large') ? styles.wide : styles.narrow}>
              <PostCard card={main} layout={layout} />
            </div>
          </div>
        ))}
      <p className={styles.sampleLabel}>Andere soorten (gesponsord, nieuws, les, event), layout extended</p>
      <CardGrid columns={4}>
        {others.map((card) => (
          <PostCard key={card.id} card={card} layout="extended" />
        ))}
      </CardGrid>
      <h2 id="partnerkaarten">Partnerkaarten</h2>
      <CardGrid columns={4}>
        {samples.partners.flatMap((p) => [
          <PartnerCard key={`${p.id}-d`} card={p} />,
          <PartnerCard key={`${p.id}-c`} card={p} layout="compact" />,
          <PartnerCard key={`${p.id}-h`} card={p} hideExcerpt hideShadow />,
        ])}
      </CardGrid>
      <h2 id="personen">Personen, expertises en klinieken</h2>
      <CardGrid columns={3}>
        {samples.people.map((p) => (
          <PersonCard key={p.key} card={p} />
        ))}
        {samples.expertises.map((e) => (
          <ExpertiseCard key={e.id} card={e} />
        ))}
        {samples.clinics.map((c) => (
          <ClinicCard key={c.id} card={c} />
        ))}
      </CardGrid>
    </>
  )
}
