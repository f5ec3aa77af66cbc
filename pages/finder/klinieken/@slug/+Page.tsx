// Clinic page (spec §2 /finder/klinieken/{clinic}).
import { useData } from 'vike-react/useData'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { FinderTermLists } from '#views/page/FinderTerms.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import { Img } from '#ui/Img.tsx'
import type { Data } from './+data.ts'
import { CLINIC_VETS_PAGE_SIZE } from './clinic-vets.ts'
import { ClinicVets } from './ClinicVets.tsx'
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
            {clinic.image && (
              <Img image={clinic.image} eager sizes="(max-width: 1024px) 100vw, 760px" className={styles.image} />
            )}
            <Html html={clinic.content} />
            <FinderTermLists terms={clinic} />
          </div>
          <ClinicContact clinic={clinic} />
        </div>
        <ClinicVets
          clinicId={clinic.id}
          first={clinic.vets.cards}
          total={clinic.vets.total}
          pageSize={CLINIC_VETS_PAGE_SIZE}
        />
      </article>
      <FooterPartners />
    </>
  )
}
