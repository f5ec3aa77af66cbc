// Clinic page (spec §2 /finder/klinieken/{clinic}).
import { useData } from 'vike-react/useData'
import { Html } from '../../../../components/Html.tsx'
import { CardGrid } from '../../../../components/cards/CardGrid.tsx'
import { PersonCard } from '../../../../components/cards/PersonCard.tsx'
import { useT } from '../../../../components/i18n.tsx'
import { ExpertiseList, TermLinks } from '../../../../components/page/FinderTerms.tsx'
import { FooterPartners } from '../../../../components/page/FooterPartners.tsx'
import { Img } from '../../../../components/page/Img.tsx'
import type { Data } from './+data.ts'
import { ClinicContact } from './ClinicContact.tsx'
import styles from './ClinicPage.module.css'

export default function Page() {
  const { clinic } = useData<Data>()
  const t = useT()
  return (
    <>
      <article className={`container ${styles.page}`}>
        <header className={styles.header}>
          {clinic.logo && <Img image={clinic.logo} eager sizes="120px" className={styles.logo} />}
          <div>
            <h1 className={styles.title}>{clinic.name}</h1>
            <p className={styles.place}>{[clinic.address.city, clinic.address.province].filter(Boolean).join(', ')}</p>
            {clinic.emergencyService && <p className={styles.emergency}>{t('finder_emergency')}</p>}
          </div>
        </header>
        <div className={styles.body}>
          <div>
            {clinic.image && <Img image={clinic.image} eager sizes="(max-width: 1024px) 100vw, 760px" className={styles.image} />}
            <Html html={clinic.content} />
            <ExpertiseList title={t('finder_expertises')} cards={clinic.expertises} />
            <ExpertiseList title={t('finder_services')} cards={clinic.services} />
            <TermLinks title={t('finder_specialisations')} terms={clinic.specialisations} />
            <TermLinks title={t('finder_recognitions')} terms={clinic.recognitions} />
            <TermLinks title={t('finder_labels')} terms={clinic.labels} />
          </div>
          <ClinicContact clinic={clinic} />
        </div>
        {clinic.vets.length > 0 && (
          <section aria-labelledby="clinic-team">
            <h2 id="clinic-team">{t('finder_team')}</h2>
            <CardGrid columns={3}>
              {clinic.vets.map((v) => (
                <PersonCard key={v.key} card={v} />
              ))}
            </CardGrid>
          </section>
        )}
      </article>
      <FooterPartners />
    </>
  )
}
