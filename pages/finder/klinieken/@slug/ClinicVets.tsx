// The clinic's vets (spec §7: GET /api/search with post_type vet, size 6, from, vet_clinics_relation): the first page
// comes prerendered, "more vets" asks the search function for the next six and appends them (focus moves to the
// first new one). A new request cancels the one before it.
import { useEffect, useRef, useState } from 'react'
import type { PersonCardView } from '#content/cards.ts'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { PersonCard } from '#ui/cards/PersonCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { LatestRequest } from '#views/search/latest-request.ts'
import { fetchSearch } from '#views/search/search-client.ts'
import { useHydrated } from '#views/search/useHydrated.ts'
import type { SearchHit } from '#search/model.ts'
import styles from './ClinicPage.module.css'

type Props = { clinicId: number; first: PersonCardView[]; total: number; pageSize: number }

/** A vet search hit as the same person card the prerendered page shows. */
export const hitCard = (hit: SearchHit): PersonCardView => ({
  key: `vet:${hit.id}`,
  name: hit.title,
  function: hit.excerpt,
  company: '',
  link: hit.link,
  ...(hit.image
    ? {
        image: {
          src: hit.image.src,
          src_set: '',
          sizes: '',
          alt: hit.image.alt,
          caption: '',
          width: hit.image.width,
          height: hit.image.height,
        },
      }
    : {}),
})

export function ClinicVets({ clinicId, first, total, pageSize }: Props) {
  const t = useT()
  const hydrated = useHydrated()
  const [more, setMore] = useState<PersonCardView[]>([])
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const requester = useRef<LatestRequest | null>(null)
  const section = useRef<HTMLElement>(null)
  const focusFrom = useRef<number | null>(null)
  const cards = [...first, ...more.filter((c) => !first.some((f) => f.key === c.key))]

  useEffect(() => {
    const from = focusFrom.current
    if (from === null || cards.length <= from) return
    focusFrom.current = null
    section.current?.querySelectorAll<HTMLAnchorElement>('li a')[from]?.focus()
  }, [cards.length])
  useEffect(() => () => requester.current?.cancel(), [])

  const loadMore = () => {
    requester.current ??= new LatestRequest()
    focusFrom.current = cards.length
    setStatus('loading')
    void requester.current
      .run((signal) =>
        fetchSearch({ q: '', postTypes: ['vet'], vetClinics: [clinicId], size: pageSize, from: cards.length }, signal),
      )
      .then((outcome) => {
        if (outcome.status === 'canceled') return
        if (outcome.status === 'failed') {
          console.error('Vets of the clinic failed:', outcome.error)
          setStatus('error')
          return
        }
        setMore((m) => [...m, ...outcome.value.results.map(hitCard)])
        setStatus('idle')
      })
  }

  if (cards.length === 0) return null
  return (
    <section aria-labelledby="clinic-team" ref={section}>
      <h2 id="clinic-team">{t('finder_team')}</h2>
      <CardGrid columns={3}>
        {cards.map((v) => (
          <PersonCard key={v.key} card={v} />
        ))}
      </CardGrid>
      {status === 'error' ? <p role="alert">{t('finder_error')}</p> : null}
      {hydrated && cards.length < total ? (
        <button type="button" className={styles.more} onClick={loadMore} disabled={status === 'loading'}>
          {t('finder_vets_more')}
        </button>
      ) : null}
    </section>
  )
}
