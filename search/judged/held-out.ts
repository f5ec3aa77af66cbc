// The held-out half of the additions to the judged set, written at the same time as search/judged/edge-queries.ts
// and in the same way (by reading the bundled content), but not looked at while the engine was tuned: bench:search
// reports it apart, so the tuned-on figures can be told from what the rules do on queries they were not fitted to.
// Move a query to the tuned set only with a note; never tune on this file.
import type { JudgedQuery } from './judged-query.ts'

const kb = (slug: string) => `/kennisbank/${slug}/`

export const HELD_OUT_QUERIES: JudgedQuery[] = [
  {
    q: 'mijn paard morst voer en heeft een stinkende neus',
    class: 'question',
    top3: [kb('gebitsproblemen-herkennen')],
    why: 'dental problems: "Morsen, rolletjes hooi, verzet tegen het bit of een stinkende neus"',
  },
  {
    q: 'wanneer wisselt een jong paard zijn tanden',
    class: 'question',
    top3: [kb('tandenwisselen-bij-jonge-paarden')],
    why: 'the article on teething: "Wanneer wisselt een paard?"',
  },
  {
    q: 'paard heeft jeuk door knutten in de zomer',
    class: 'question',
    top3: [kb('zomereczeem-voorkomen-en-verlichten')],
    why: 'sweet itch is an allergy to midge bites',
  },
  {
    q: 'welke mineralen heeft mijn paard nodig',
    class: 'question',
    top3: [kb('vitaminen-en-mineralen-voor-paarden')],
    why: 'the vitamins and minerals article',
  },
  {
    q: 'wat moet ik klaarzetten voor de geboorte van een veulen',
    class: 'question',
    top3: [kb('veulengeboorte-voorbereiden-en-begeleiden')],
    why: 'preparing for foaling',
  },
  {
    q: 'hoe vaak moet ik mijn paard ontwormen',
    class: 'question',
    top3: [
      kb('ontworming-op-basis-van-mestonderzoek'),
      '/praktijkrichtlijn-ontworming-herzien-mestonderzoek-eerst/',
      '/academy/les-5-ontworming-op-basis-van-mestonderzoek/',
    ],
    need: 'any',
    why: 'selective deworming replaces a fixed schedule',
  },
  {
    q: 'wat doe ik met mijn paard tijdens oud en nieuw',
    class: 'question',
    top3: ['/paarden-en-vuurwerk-zo-komt-je-paard-rustig-de-jaarwisseling-door/'],
    why: 'the fireworks news item ("in de weken voor oud en nieuw")',
  },
  {
    q: 'paard bijt in de kribbe',
    class: 'question',
    top3: [kb('kribbebijten-en-ander-stereotiep-gedrag')],
    why: 'crib-biting',
  },
  {
    q: 'hoe houd ik mijn paard koel als het heet is',
    class: 'question',
    top3: ['/hittestress-bij-paarden-zo-help-je-je-paard-de-zomer-door/'],
    why: 'the heat-stress news item ("Goed afkoelen")',
  },
  {
    q: 'is huidschimmel besmettelijk voor mensen',
    class: 'question',
    top3: [kb('huidschimmel-bij-paarden')],
    why: '"Let op: ook besmettelijk voor mensen"',
  },

  { q: 'hondenbelasting', class: 'nothing', top3: [], why: 'hond + belasting: no dogs, no taxes' },
  { q: 'fietsenwinkel', class: 'nothing', top3: [], why: 'no bicycles' },
  { q: 'tandpasta', class: 'nothing', top3: [], why: 'tand + pasta: teeth are everywhere, toothpaste nowhere' },
  { q: 'vogelhuisje', class: 'nothing', top3: [], why: 'no birds' },
  { q: 'treinkaartje', class: 'nothing', top3: [], why: 'no trains' },
  { q: 'zeilboot huren', class: 'nothing', top3: [], why: 'no boats' },
  { q: 'paardenbloem', class: 'nothing', top3: [], why: 'paard + bloem: a dandelion, a plant the site never names' },
  { q: 'tuinstoel', class: 'nothing', top3: [], why: 'tuin + stoel: no garden furniture' },
]
