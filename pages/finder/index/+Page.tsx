// Finder (spec §2 /finder/): the CMS banner and text, then the live finder (views/finder/). Before hydration and
// without JavaScript: the filter form (a GET form to /finder/ with the spec's query parameters) and every clinic as a
// paged list.
import { useData } from 'vike-react/useData'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { ClinicCard } from '#ui/cards/ClinicCard.tsx'
import { Finder } from '#views/finder/Finder.tsx'
import { useT } from '#ui/i18n.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import { Pagination } from '#views/page/Pagination.tsx'
import type { Data } from './+data.ts'
import { FinderForm } from './FinderForm.tsx'

export default function Page() {
  const { view, filters, clinics, total, paging } = useData<Data>()
  const t = useT()
  const fallback = (
    <>
      <FinderForm filters={filters} />
      <section aria-labelledby="finder-clinics">
        <h2 id="finder-clinics">
          {t('finder_clinics')} <span className="sr-only">({total})</span>
        </h2>
        <CardGrid columns={3}>
          {clinics.map((c) => (
            <ClinicCard key={c.id} card={c} />
          ))}
        </CardGrid>
        <Pagination paging={paging} followPageQuery={false} />
      </section>
    </>
  )
  return (
    <GenericPageView view={view}>
      <div className="container">
        <Finder filters={filters} fallback={fallback} />
      </div>
    </GenericPageView>
  )
}
