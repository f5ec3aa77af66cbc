// https://vike.dev/data — server only: the style guide (spec §2 /styleguide/): the design tokens and every card
// layout and banner variant, filled with real snapshot content.
import type { PageContextServer } from 'vike/types'
import tokensCss from '../../styles/tokens.css?raw'
import type { SiteStore } from '#content/route-data.ts'
import { expertiseCard, partnerCard, personCard, postCard } from '#content/cards.ts'
import { clinicCard } from '#content/finder-cards.ts'
import { syntheticMeta } from '#content/meta.ts'
import { bannerView } from '#content/page-view.ts'
import { routed } from '#content/route-data.ts'
import { parseTokens } from './tokens.ts'

function samples(s: SiteStore) {
  const sponsoredId = [...s.list('articles'), ...s.list('posts')].find(
    (id) => (s.entity('articles', id) ?? s.entity('posts', id))?.sponsor,
  )
  const sponsored =
    sponsoredId === undefined ? undefined : (s.entity('articles', sponsoredId) ?? s.entity('posts', sponsoredId))
  const kbTerm = s.entities('terms').find((t) => t.taxonomy === 'knowledge-base-category' && t.banner)
  const home = s.entity('pages', s.site('frontpageId'))
  const plain = s.entities('pages').find((p) => p.banner && !p.banner.image)
  const withSponsor =
    sponsored && home?.banner
      ? bannerView(sponsored.title, { ...home.banner, title: sponsored.title, subtitle: '' }, sponsored.sponsor)
      : undefined
  return {
    posts: [
      s.listWindow('articles', 0, 1)[0],
      sponsoredId,
      s.listWindow('posts', 0, 1)[0],
      s.listWindow('lessons', 0, 1)[0],
      s.listWindow('eventsComing', 0, 1)[0] ?? s.listWindow('eventsPast', 0, 1)[0],
    ].flatMap((id) => (id === undefined ? [] : (postCard(s, id) ?? []))),
    partners: s.listWindow('partners', 0, 2).flatMap((id) => partnerCard(s, id) ?? []),
    people: s.listWindow('authors', 0, 1).flatMap((key) => personCard(s, key) ?? []),
    expertises: s
      .entities('terms')
      .filter((t) => t.taxonomy === 'expertise')
      .slice(0, 2)
      .flatMap((t) => expertiseCard(s, t.id) ?? []),
    clinics: s.listWindow('clinics', 0, 1).flatMap((id) => clinicCard(s, id) ?? []),
    banners: [
      home && bannerView(home.title, home.banner),
      kbTerm && bannerView(kbTerm.name, kbTerm.banner),
      withSponsor,
      plain && bannerView(plain.title, plain.banner),
    ].flatMap((b) => b ?? []),
  }
}

export function data(pageContext: PageContextServer) {
  const found = routed('styleguide', pageContext)
  return {
    meta: syntheticMeta(found.s, 'styleguide', found.path, { title: 'Stijlgids', robots: 'noindex, follow' }),
    tokens: parseTokens(tokensCss),
    samples: samples(found.s),
  }
}

export type Data = Awaited<ReturnType<typeof data>>
