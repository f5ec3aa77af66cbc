// Partners (spec §2 /partners/): partner cards grouped by partner type.
import { useData } from 'vike-react/useData'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { PartnerCard } from '#ui/cards/PartnerCard.tsx'
import { GenericPageView } from '#views/page/GenericPageView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { view, groups } = useData<Data>()
  return (
    <GenericPageView view={view}>
      {groups.map((group) => (
        <section key={group.id} id={group.slug} className="container" aria-labelledby={`type-${group.id}`}>
          <h2 id={`type-${group.id}`}>{group.name}</h2>
          <CardGrid columns={3}>
            {group.partners.map((p) => (
              <PartnerCard key={p.id} card={p} />
            ))}
          </CardGrid>
        </section>
      ))}
    </GenericPageView>
  )
}
