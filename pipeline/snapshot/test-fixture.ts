// A small, valid snapshot for the snapshot writer and reader tests.
import { WpGeneralSettingsSchema } from '../schemas/wp/index.ts'
import { SNAPSHOT_SCHEMA_VERSION } from '#lib/model/snapshot.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import type { Term } from '#lib/model/types.ts'
import { hashSnapshot } from './hash.ts'

export function term(id: number, name: string): Term {
  const path = `/categorie/${name.toLowerCase()}/`
  return {
    id,
    taxonomy: 'category',
    slug: name.toLowerCase(),
    name,
    description: '',
    path,
    parentId: 0,
    count: 1,
    iconUrl: '',
    hoverIconUrl: '',
    color: '',
    introduction: '',
    expands: { expertiseIds: [], serviceIds: [], specialisationIds: [], recognitionIds: [] },
    seo: {
      title: name,
      description: '',
      robots: 'index, follow',
      canonical: `https://www.hoefslag.nl${path}`,
      og: {},
      twitter: {},
    },
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name, path },
    ],
  }
}

/** A snapshot with two categories; `name` changes the first one's name (and so the content hash). */
export function fixtureSnapshot(name = 'Gezondheid'): Snapshot {
  const settings = WpGeneralSettingsSchema.parse({
    translations: { read_more: 'Lees meer' },
    footer: {},
    ads: { leaderboard: {} },
    finder_overlay_settings: {},
    newsletter_subscribe_form: {},
    search_settings: { search_explainer: {} },
    footer_partners: {},
  })
  const site = { settings, menus: {}, redirects: [], frontpageId: 2301, notFoundPageId: 2302, popularArticleIds: [] }
  const entities = {
    articles: {},
    posts: {},
    lessons: {},
    events: {},
    pages: {},
    partners: {},
    products: {},
    clinics: {},
    vets: {},
    authors: {},
    terms: { 201: term(201, name), 202: term(202, 'Voeding') },
  }
  const { hashes, contentHash } = hashSnapshot(entities, site)
  return {
    manifest: {
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      cmsUrl: 'http://localhost:8081/wp-json',
      fetchedAt: '2025-01-01T00:00:00.000Z',
      counts: { terms: 2 },
      hashes,
      contentHash,
    },
    site,
    entities,
    routes: {
      '/categorie/gezondheid/': { kind: 'category', id: 201 },
      '/categorie/voeding/': { kind: 'category', id: 202 },
    },
    lists: {
      articles: [],
      posts: [],
      news: [],
      lessons: [],
      eventsComing: [],
      eventsPast: [],
      byTerm: { 201: [], 202: [] },
      byAuthor: {},
      partnersByType: {},
      partners: [],
      authors: [],
      clinics: [],
      vets: [],
    },
  }
}
