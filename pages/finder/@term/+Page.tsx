// Finder term page (spec §2 /finder/{id}: the finder with that term selected, §9 size 999): the term's name and
// introduction, then the live finder with the term chosen. Without JavaScript: the term's clinics and vets.
import { useData } from 'vike-react/useData'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { ClinicCard } from '#ui/cards/ClinicCard.tsx'
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { Finder } from '#views/finder/Finder.tsx'
import { useT } from '#ui/i18n.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import type { Data } from './+data.ts'
import styles from './FinderTermPage.module.css'

export default function Page() {
  const { term, selection, filters, clinics, vets } = useData<Data>()
  const t = useT()
  const fallback = (
    <>
      {clinics.length === 0 && vets.length === 0 && <p>{t('finder_no_results')}</p>}
      {clinics.length > 0 && (
        <section aria-labelledby="term-clinics">
          <h2 id="term-clinics">
            {t('finder_clinics')} ({clinics.length})
          </h2>
          <CardGrid columns={3}>
            {clinics.map((c) => (
              <ClinicCard key={c.id} card={c} />
            ))}
          </CardGrid>
        </section>
      )}
      {vets.length > 0 && (
        <section aria-labelledby="term-vets">
          <h2 id="term-vets">
            {t('finder_vets')} ({vets.length})
          </h2>
          <CardGrid columns={3}>
            {vets.map((v) => (
              <PersonCard key={v.key} card={v} />
            ))}
          </CardGrid>
        </section>
      )}
    </>
  )
  return (
    <>
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <p className={styles.kicker}>{t('finder_title')}</p>
          <h1>{term.name}</h1>
          {term.introduction && <p className={styles.intro}>{term.introduction}</p>}
          <p>
            <a href="/finder/">{t('finder_back_to_finder')}</a>
          </p>
        </header>
        <Finder filters={filters} term={selection} fallback={fallback} />
      </div>
      <FooterPartners />
    </>
  )
}
