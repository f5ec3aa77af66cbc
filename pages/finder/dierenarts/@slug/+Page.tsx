// Vet page (spec §2 finder children /finder/dierenarts/{vet}/).
import { useData } from 'vike-react/useData'
import { Html } from '#ui/Html.tsx'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { ClinicCard } from '#ui/cards/ClinicCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { FinderTermLists } from '#views/page/FinderTerms.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import { Img } from '#ui/Img.tsx'
import type { Data } from './+data.ts'
import styles from './VetPage.module.css'

export default function Page() {
  const { vet } = useData<Data>()
  const t = useT()
  return (
    <>
      <article className={`container ${styles.page}`}>
        <header className={styles.header}>
          {vet.image && <Img image={vet.image} eager sizes="160px" className={styles.photo} />}
          <div>
            <p className={styles.kicker}>{t('finder_vet')}</p>
            <h1 className={styles.name}>{vet.name}</h1>
            {vet.function && <p className={styles.function}>{vet.function}</p>}
          </div>
        </header>
        <Html html={vet.content} />
        {vet.clinics.length > 0 && (
          <section aria-labelledby="vet-clinics" className={styles.section}>
            <h2 id="vet-clinics">{t('finder_works_at')}</h2>
            <CardGrid columns={3}>
              {vet.clinics.map((c) => (
                <ClinicCard key={c.id} card={c} />
              ))}
            </CardGrid>
          </section>
        )}
        <FinderTermLists terms={vet} />
      </article>
      <FooterPartners />
    </>
  )
}
