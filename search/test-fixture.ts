// A small snapshot for the search tests: every indexed post type, words that exercise the Dutch analysis (paard /
// paarden, patiënt, hoefbevangenheid, ontworming), authors linked to a clinic, vets, drafts and pages left out.
import { SNAPSHOT_SCHEMA_VERSION, type Route, type Snapshot } from '#lib/model/snapshot.ts'
import type { Article, Clinic, Entity, Lesson, Vet } from '#lib/model/types.ts'
import { article, author, entities, event, page, post, site, term } from '#pipeline/derive/test-entities.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'

const seo = (title: string, robots = 'index, follow') => ({
  title,
  description: '',
  robots,
  canonical: '',
  og: {},
  twitter: {},
})
const base = (id: number, path: string, title: string, date: string) => ({
  id,
  slug: path.split('/').filter(Boolean).pop() ?? '',
  status: 'publish' as const,
  path,
  title,
  content: '',
  excerpt: '',
  date,
  dateFormatted: '',
  modified: date,
  seo: seo(title),
  breadcrumbs: [],
})
const finderTerms = { expertiseIds: [], serviceIds: [], specialisationIds: [], recognitionIds: [], labelIds: [] }

const lesson = (id: number, title: string, date: string, content: string): Lesson => ({
  ...base(id, `/academy/les-${id}/`, title, date),
  content,
  kind: 'lesson',
  authors: [],
  showAuthor: false,
  categoryIds: [],
  tagIds: [],
  level: '',
  testimonials: [],
})
const clinic = (id: number, title: string): Clinic => ({
  ...base(id, `/finder/klinieken/kliniek-${id}/`, title, '2024-01-01T09:00:00'),
  ...finderTerms,
  kind: 'clinic',
  address: { street: '', postcode: '5500 AA', city: 'Veldhoven', province: 'Noord-Brabant', lat: 51.4, lng: 5.4 },
  phone: '',
  email: '',
  website: '',
  emergencyService: false,
  openingHours: [],
  vetIds: [],
})
const vet = (id: number, title: string, clinicIds: number[]): Vet => ({
  ...base(id, `/finder/dierenarts/vet-${id}/`, title, '2024-02-01T09:00:00'),
  ...finderTerms,
  kind: 'vet',
  content: `<p>${title} werkt als dierenarts.</p>`,
  firstName: '',
  lastName: '',
  function: 'Dierenarts',
  clinicIds,
})

const kbArticle = (id: number, title: string, date: string, content: string, extra: Partial<Article> = {}) =>
  article({ id, path: `/kennisbank/artikel-${id}/`, title, date, content, ...extra })

/** Articles 1101–1125: "Voeding deel N", one a day in January 2023, for paging and sorting. */
export const SERIES = Array.from({ length: 25 }, (_, i) => 1101 + i)

export function searchFixture(): Snapshot {
  const articles: Article[] = [
    kbArticle(
      1001,
      'Koliek bij het paard: eerste hulp',
      '2025-02-10T09:30:00',
      '<p>Koliek is buikpijn. Bel de dierenarts.</p><h2 id="wat">Wat is koliek?</h2><p>Een verzamelnaam.</p>',
      {
        kbCategoryIds: [401],
        primaryKbCategoryId: 401,
        contentTypeIds: [451],
        authors: [{ kind: 'user', id: 2 }],
        excerpt: '<p>Eerste hulp bij koliek.</p>',
      },
    ),
    kbArticle(
      1002,
      'De patiënt in de kliniek',
      '2025-03-01T10:00:00',
      '<p>Opname van een patiënt in de paardenkliniek.</p>',
      { kbCategoryIds: [402], primaryKbCategoryId: 402, contentTypeIds: [452], authors: [{ kind: 'guest', id: 2601 }] },
    ),
    kbArticle(
      1003,
      'Hoefbevangenheid voorkomen',
      '2024-05-01T08:00:00',
      '<p>Voorjaarsgras is een risico voor hoeven.</p>',
      { kbCategoryIds: [402], contentTypeIds: [451], authors: [{ kind: 'user', id: 3 }] },
    ),
    kbArticle(
      1004,
      'Ontworming op basis van mestonderzoek',
      '2024-04-01T08:00:00',
      '<p>Ontwormen doe je na een mestonderzoek.</p>',
      { kbCategoryIds: [401], contentTypeIds: [451] },
    ),
    kbArticle(
      1005,
      'Prikken tegen griep',
      '2024-03-01T08:00:00',
      '<p>De jaarlijkse vaccinatie beschermt tegen influenza.</p>',
    ),
    kbArticle(
      1006,
      'Veulens en hun moeder',
      '2024-02-01T08:00:00',
      '<p>Een veulen drinkt bij de merrie. Koliek komt bij veulens weinig voor.</p>',
    ),
    kbArticle(1007, 'Koliek in concept', '2025-06-01T08:00:00', '<p>Nog niet gepubliceerd.</p>', { status: 'draft' }),
    kbArticle(1008, 'Koliek verborgen', '2025-06-02T08:00:00', '<p>Niet voor zoekmachines.</p>', {
      seo: seo('x', 'noindex, follow'),
    }),
    kbArticle(
      1009,
      'Zadelmakers over rugpijn',
      '2024-01-15T08:00:00',
      '<p>Een goed passend zadel. Koliek is iets anders.</p>',
    ),
    kbArticle(1010, 'Hoeden en petten voor ruiters', '2024-01-10T08:00:00', '<p>Een cap beschermt beter.</p>'),
    ...SERIES.map((id, i) =>
      kbArticle(
        id,
        `Voeding deel ${i + 1}`,
        `2023-01-${String(i + 1).padStart(2, '0')}T08:00:00`,
        '<p>Ruwvoer en krachtvoer.</p>',
      ),
    ),
  ]
  const terms = [
    term(401, 'Koliek en spijsvertering', { taxonomy: 'knowledge-base-category', slug: 'koliek-en-spijsvertering' }),
    term(402, 'Hoeven en beweging', { taxonomy: 'knowledge-base-category', slug: 'hoeven-en-beweging' }),
    term(451, 'Artikel', { taxonomy: 'content-type', slug: 'artikel' }),
    term(452, 'Video', { taxonomy: 'content-type', slug: 'video' }),
  ]
  const authors = [
    { ...author('user', 2, 'Anouk de Vries'), company: 'Paardenkliniek De Kempen' },
    { ...author('user', 3, 'Jeroen Bakker'), company: 'Hoefsmederij Bakker' },
    author('guest', 2601, 'Hanna Kuipers'),
  ]
  const overOns = page({
    id: 2310,
    path: '/over-ons/',
    title: 'Over ons',
    rows: {
      socialShare: false,
      rows: [
        {
          layout: '1_column',
          backgroundColor: '',
          customBackgroundColor: '',
          sticky: [false, false, false],
          columns: [
            [
              {
                type: 'text_column',
                anchor: '',
                title: 'Onze redactie',
                headingLevel: 2,
                legacyStyle: false,
                text: '<p>Wij schrijven over zadelpassing.</p>',
              },
            ],
          ],
        },
      ],
    },
  })
  const e = entities({
    articles,
    posts: [
      post({
        id: 2001,
        path: '/nieuws-koliekseizoen/',
        title: 'Nieuws: het koliekseizoen begint',
        date: '2025-01-05T09:00:00',
        contentTypeIds: [451],
      }),
    ],
    pages: [overOns],
    events: [
      event({
        id: 2201,
        path: '/event/congres-2000/',
        title: 'Congres koliek 2000',
        date: '1999-06-01T09:00:00',
        startDate: '2000-03-01T09:00:00',
        endDate: '2000-03-01T17:00:00',
      }),
      event({
        id: 2202,
        path: '/event/koliekdag-2100/',
        title: 'Koliekdag 2100',
        date: '2025-04-01T09:00:00',
        startDate: '2100-05-01T09:00:00',
        endDate: '2100-05-01T17:00:00',
      }),
    ],
    authors,
    terms,
  })
  e.lessons = { 2101: lesson(2101, 'Les 1: Koliek herkennen', '2025-01-20T09:00:00', '<p>Signalen van buikpijn.</p>') }
  e.clinics = { 3004: clinic(3004, 'Paardenkliniek De Kempen'), 3005: clinic(3005, 'Dierenkliniek Oost') }
  e.vets = {
    3101: vet(3101, 'Marloes Smit', [3004]),
    3102: vet(3102, 'Gijs Vos', [3005]),
    3103: vet(3103, 'Eva Jansen', [3004, 3005]),
  }
  const routed: Entity[] = [
    ...Object.values(e.articles),
    ...Object.values(e.posts),
    ...Object.values(e.pages),
    ...Object.values(e.events),
    ...Object.values(e.lessons),
    ...Object.values(e.clinics),
    ...Object.values(e.vets),
  ]
  // Every entity has its route but the 404 page (2302), as the pipeline's route table does.
  const routes: Record<string, Route> = Object.fromEntries(
    routed
      .filter((x) => x.id !== 2302)
      .map((x) => [x.path, { kind: x.kind === 'page' && x.id === 2301 ? 'home' : x.kind, id: x.id }]),
  )
  const newest = <T extends { id: number; date: string; status: string }>(items: Record<number, T>) =>
    Object.values(items)
      .filter((x) => x.status === 'publish')
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((x) => x.id)
  const s = site()
  const { hashes, contentHash } = hashSnapshot(e, s)
  return {
    manifest: {
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      cmsUrl: 'http://localhost:8081/wp-json',
      fetchedAt: '2025-07-01T00:00:00.000Z',
      counts: {},
      hashes,
      contentHash,
    },
    site: s,
    entities: e,
    routes,
    lists: {
      articles: newest(e.articles),
      posts: newest(e.posts),
      news: newest(e.posts),
      lessons: newest(e.lessons),
      eventsComing: [2202],
      eventsPast: [2201],
      byTerm: {},
      byAuthor: {},
      partnersByType: {},
      partners: [],
      authors: Object.keys(e.authors),
      clinics: [3004, 3005],
      vets: [3101, 3102, 3103],
    },
  }
}
