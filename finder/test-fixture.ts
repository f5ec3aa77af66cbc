// A small snapshot for the finder tests: clinics at real places with known distances (Utrecht–Zeist ≈ 7.8 km,
// Utrecht–Amsterdam ≈ 35 km, Groningen far away), finder terms in every group, two issues that overlap, vets at one
// or two clinics and one without a published clinic, a draft clinic, and an editor's most-viewed pick.
import { SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '#lib/model/snapshot.ts'
import type { Clinic, FinderTermIds, Term, Taxonomy, Vet } from '#lib/model/types.ts'
import { entities, site, term as baseTerm } from '#pipeline/derive/test-entities.ts'
import { hashSnapshot } from '#pipeline/snapshot/hash.ts'

const none: FinderTermIds = {
  expertiseIds: [],
  serviceIds: [],
  specialisationIds: [],
  recognitionIds: [],
  labelIds: [],
}
const seo = (title: string) => ({ title, description: '', robots: 'index, follow', canonical: '', og: {}, twitter: {} })
const base = (id: number, path: string, title: string) => ({
  id,
  slug: path.split('/').filter(Boolean).pop() ?? '',
  status: 'publish' as const,
  path,
  title,
  content: '',
  excerpt: '',
  date: '2024-01-01T09:00:00',
  dateFormatted: '',
  modified: '2024-01-01T09:00:00',
  seo: seo(title),
  breadcrumbs: [],
})

export const UTRECHT = { lat: 52.0907, lng: 5.1214 }
const at = (city: string, province: string, postcode: string, lat: number, lng: number) => ({
  street: 'Stal 1',
  postcode,
  city,
  province,
  lat,
  lng,
})

const clinic = (
  id: number,
  title: string,
  address: Clinic['address'],
  terms: Partial<FinderTermIds>,
  extra: Partial<Clinic> = {},
): Clinic => ({
  ...base(id, `/finder/klinieken/${title.toLowerCase().replace(/\s+/g, '-')}/`, title),
  ...none,
  ...terms,
  kind: 'clinic',
  address,
  phone: '030-1234567',
  email: '',
  website: '',
  emergencyService: false,
  openingHours: [],
  vetIds: [],
  ...extra,
})
const vet = (id: number, title: string, clinicIds: number[], terms: Partial<FinderTermIds>): Vet => ({
  ...base(id, `/finder/dierenarts/${title.toLowerCase().replace(/\s+/g, '-')}/`, title),
  ...none,
  ...terms,
  kind: 'vet',
  firstName: '',
  lastName: '',
  function: 'Paardendierenarts',
  clinicIds,
})
const finderTerm = (
  id: number,
  taxonomy: Taxonomy,
  slug: string,
  name: string,
  expands: Partial<Term['expands']> = {},
): Term =>
  baseTerm(id, name, {
    taxonomy,
    slug,
    path: `/finder/${slug}/`,
    expands: { expertiseIds: [], serviceIds: [], specialisationIds: [], recognitionIds: [], ...expands },
  })

export function finderFixture(): Snapshot {
  const terms = [
    finderTerm(501, 'expertise', 'chirurgie', 'Chirurgie'),
    finderTerm(502, 'expertise', 'orthopedie', 'Orthopedie'),
    finderTerm(551, 'service', '24-uurs-spoeddienst', '24-uurs spoeddienst'),
    finderTerm(552, 'service', 'rontgen', 'Röntgen'),
    finderTerm(601, 'specialisation', 'specialist-chirurgie-ecvs', 'Specialist chirurgie (ECVS)'),
    finderTerm(631, 'recognition', 'erkende-opleidingspraktijk', 'Erkende opleidingspraktijk'),
    finderTerm(661, 'finder-label', 'nieuw', 'Nieuw'),
    // Koliek and kreupelheid share chirurgie: a clinic with it answers both, and counts once.
    finderTerm(681, 'finder-issue', 'koliek', 'Koliek', { expertiseIds: [501], serviceIds: [551] }),
    finderTerm(682, 'finder-issue', 'kreupelheid', 'Kreupelheid', {
      expertiseIds: [501, 502],
      serviceIds: [552],
      specialisationIds: [601],
    }),
    finderTerm(683, 'finder-issue', 'oogproblemen', 'Oogproblemen', { recognitionIds: [631] }),
  ]
  const e = entities({ terms })
  e.clinics = {
    3001: clinic(
      3001,
      'Paardenkliniek Amstel',
      at('Amsterdam', 'Noord-Holland', '1011 AB', 52.3731, 4.8922),
      { expertiseIds: [501], serviceIds: [551] },
      { emergencyService: true },
    ),
    3002: clinic(3002, 'Paardenkliniek Domstad', at('Utrecht', 'Utrecht', '3511 AB', UTRECHT.lat, UTRECHT.lng), {
      expertiseIds: [501, 502],
    }),
    3003: clinic(3003, 'Dierenartsenpraktijk Zeist', at('Zeist', 'Utrecht', '3701 AA', 52.0894, 5.2333), {
      serviceIds: [552],
      labelIds: [661],
    }),
    3004: clinic(3004, 'Ëquine Groningen', at('Groningen', 'Groningen', '9711 AA', 53.2194, 6.5665), {
      specialisationIds: [601],
      recognitionIds: [631],
    }),
    3005: {
      ...clinic(3005, 'Kliniek in concept', at('Utrecht', 'Utrecht', '3511 AB', UTRECHT.lat, UTRECHT.lng), {
        expertiseIds: [501],
      }),
      status: 'draft',
    },
  }
  e.vets = {
    3101: vet(3101, 'Anna Bakker', [3001, 3002], { expertiseIds: [502] }),
    3102: vet(3102, 'Bram Claes', [3004], { serviceIds: [551] }),
    3103: vet(3103, 'Carla Dekker', [3005], { expertiseIds: [501] }),
  }
  const s = site()
  s.settings = { ...s.settings, most_viewed_finder_results: [3004, 3101, 3005, 9999, 3002] }
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
    routes: {},
    lists: {
      articles: [],
      posts: [],
      news: [],
      lessons: [],
      eventsComing: [],
      eventsPast: [],
      byTerm: {},
      byAuthor: {},
      partnersByType: {},
      partners: [],
      authors: [],
      clinics: [3001, 3002, 3003, 3004, 3005],
      vets: [3101, 3102, 3103],
    },
  }
}
