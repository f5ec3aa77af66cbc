// Finder terms on clinic and vet pages: expertises and services as expertise cards, other terms as links.
import type { ExpertiseCardView } from '../../content/cards.ts'
import { CardGrid } from '../cards/CardGrid.tsx'
import { ExpertiseCard } from '../cards/ExpertiseCard.tsx'
import styles from './FinderTerms.module.css'

export function ExpertiseList({ title, cards }: { title: string; cards: ExpertiseCardView[] }) {
  if (cards.length === 0) return null
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      <CardGrid columns={2}>
        {cards.map((c) => (
          <ExpertiseCard key={c.id} card={c} />
        ))}
      </CardGrid>
    </section>
  )
}

export function TermLinks({ title, terms }: { title: string; terms: { id: number; name: string; path: string }[] }) {
  if (terms.length === 0) return null
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links}>
        {terms.map((t) => (
          <li key={t.id}>
            <a href={t.path}>{t.name}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
