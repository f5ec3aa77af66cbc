// Event page (spec §2 /event/{event}).
import { useData } from 'vike-react/useData'
import { BlockRefsProvider } from '#blocks/refs-context.tsx'
import { Html } from '#ui/Html.tsx'
import { CardGrid } from '#ui/cards/CardGrid.tsx'
import { PartnerCard } from '#ui/cards/PartnerCard.tsx'
import { useT } from '#ui/i18n.tsx'
import { Banner } from '#views/page/Banner.tsx'
import { FooterPartners } from '#views/page/FooterPartners.tsx'
import { Img } from '#ui/Img.tsx'
import { Rows } from '#views/page/Rows.tsx'
import { Testimonials } from '#ui/Testimonials.tsx'
import type { Data } from './+data.ts'
import { EventFacts } from './EventFacts.tsx'
import { Speakers } from './Speakers.tsx'
import { Timetable } from './Timetable.tsx'
import styles from './EventPage.module.css'
import { InlineHtml } from '#ui/Html.tsx'

export default function Page() {
  const { event, refs } = useData<Data>()
  const t = useT()
  return (
    <BlockRefsProvider refs={refs}>
      <article>
        {event.banner ? (
          <Banner banner={event.banner} />
        ) : (
          <header className={`container ${styles.header}`}>
            <p className={styles.kicker}>{t('category_events')}</p>
            <h1>
              <InlineHtml html={event.titleHtml} text={event.title} />
            </h1>
          </header>
        )}
        <div className={`container ${styles.intro}`}>
          <div>
            {event.featuredImage && (
              <Img
                image={event.featuredImage}
                eager
                sizes="(max-width: 1024px) 100vw, 760px"
                className={styles.image}
              />
            )}
            <Html html={event.content} />
          </div>
          <EventFacts event={event} />
        </div>
        <Timetable items={event.timetable} />
        <Speakers people={event.speakers} />
        {event.partners.length > 0 && (
          <section className="container" aria-labelledby="event-partners">
            <h2 id="event-partners">{t('event_partners')}</h2>
            <CardGrid columns={4}>
              {event.partners.map((p) => (
                <PartnerCard key={p.id} card={p} layout="compact" />
              ))}
            </CardGrid>
          </section>
        )}
        {event.rows && <Rows rows={event.rows} />}
        <Testimonials items={event.testimonials} />
      </article>
      <FooterPartners />
    </BlockRefsProvider>
  )
}
