// Authors (spec §2 /auteurs/): every author with published work, as person cards.
import { useData } from 'vike-react/useData'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view, authors } = useData<Data>()
  const t = useT()
  return (
    <GenericPageView view={view}>
      <section className="container" aria-label={t('authors')}>
        {authors.length === 0 ? (
          <p>{t('no_items')}</p>
        ) : (
          <CardGrid columns={3}>
            {authors.map((a) => (
              <PersonCard key={a.key} card={a} heading="h2" />
            ))}
          </CardGrid>
        )}
      </section>
    </GenericPageView>
  )
}
