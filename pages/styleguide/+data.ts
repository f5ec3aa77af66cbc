// https://vike.dev/data — server only: the style guide (spec §2 /styleguide/): the design tokens and every card
// layout and banner variant, filled with real snapshot content.
import type { PageContextServer } from 'vike/types'
import tokensCss from '../../styles/tokens.css?raw'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { expertiseCard, partnerCard, personCard, postCard } from '#content/cards.ts'
import { clinicCard } from '#content/finder-cards.ts'
import { syntheticMeta } from '#content/meta.ts'
import { bannerView } from '#content/page-view.ts'
import { findRoute } from '#content/route-data.ts'
import { parseTokens } from './tokens.ts'

const first = <T>(items: T[]): T[] => items.slice(0, 1)

function samples(s: Snapshot) {
  const sponsoredId = [...s.lists.articles, ...s.lists.posts].find(
    (id) => (s.entities.articles[id] ?? s.entities.posts[id])?.sponsor,
  )
  const sponsored =
    sponsoredId === undefined ? undefined : (s.entities.articles[sponsoredId] ?? s.entities.posts[sponsoredId])
  const kbTerm = Object.values(s.entities.terms).find((t) => t.taxonomy === 'knowledge-base-category' && t.banner)
  const home = s.entities.pages[s.site.frontpageId]
  const plain = Object.values(s.entities.pages).find((p) => p.banner && !p.banner.image)
  const withSponsor =
    sponsored && home?.banner
      ? bannerView(sponsored.title, { ...home.banner, title: sponsored.title, subtitle: '' }, sponsored.sponsor)
      : undefined
  return {
    posts: [
      s.lists.articles[0],
      sponsoredId,
      s.lists.posts[0],
      s.lists.lessons[0],
      s.lists.eventsComing[0] ?? s.lists.eventsPast[0],
    ].flatMap((id) => (id === undefined ? [] : (postCard(s, id) ?? []))),
    partners: s.lists.partners.slice(0, 2).flatMap((id) => partnerCard(s, id) ?? []),
    people: first(s.lists.authors).flatMap((key) => personCard(s, key) ?? []),
    expertises: Object.values(s.entities.terms)
      .filter((t) => t.taxonomy === 'expertise')
      .slice(0, 2)
      .flatMap((t) => expertiseCard(s, t.id) ?? []),
    clinics: first(s.lists.clinics).flatMap((id) => clinicCard(s, id) ?? []),
    banners: [
      home && bannerView(home.title, home.banner),
      kbTerm && bannerView(kbTerm.name, kbTerm.banner),
      withSponsor,
      plain && bannerView(plain.title, plain.banner),
    ].flatMap((b) => b ?? []),
  }
}

export function data(pageContext: PageContextServer) {
  const found = findRoute('styleguide', pageContext.urlPathname)
  return {
    meta: syntheticMeta(found.s, 'styleguide', found.path, { title: 'Stijlgids', robots: 'noindex, follow' }),
    tokens: parseTokens(tokensCss),
    samples: samples(found.s),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
