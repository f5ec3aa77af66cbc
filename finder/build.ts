// Snapshot → the finder index (finder/index-data.ts): every published clinic and vet with its finder terms, the
// issues it answers, its locations (a vet: its clinics'), what its card shows, in Dutch name order. Pure. With a memo
// (finder/memo.ts, the warm builder's data worker) only the clinics and vets whose inputs changed are read and made
// again; the bytes are those of a build without it.
import { packStrings, writeContainer } from '#search/container.ts'
import { thumbnail } from '#lib/format/thumbnail.ts'
import type { Snapshot } from '#lib/model/snapshot.ts'
import { storedFrom, type StoredSnapshot } from '#pipeline/snapshot/stored.ts'
import { tableRecord } from '#pipeline/snapshot/entity-file.ts'
import type { Clinic, FinderTermIds, Term, Vet } from '#lib/model/types.ts'
import { wordsText } from './text.ts'
import {
  FINDER_DATA_VERSION,
  TERM_GROUPS,
  type FinderCard,
  type FinderIndexHeader,
  type FinderLocation,
  type FinderRow,
  type TermGroup,
} from './index-data.ts'
import type { FinderItem, FinderMemo } from './memo.ts'

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true })
const GROUP_OF = new Map<string, TermGroup>(
  Object.entries(TERM_GROUPS).map(([group, taxonomy]) => [taxonomy, group as TermGroup]),
)

const termIdsOf = (x: FinderTermIds) => [
  ...x.expertiseIds,
  ...x.serviceIds,
  ...x.specialisationIds,
  ...x.recognitionIds,
  ...x.labelIds,
]
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)

function location(c: Clinic): FinderLocation | undefined {
  const { city, postcode, province, lat, lng } = c.address
  return Number.isFinite(lat) && Number.isFinite(lng) ? { place: city, postcode, province, lat, lng } : undefined
}

type Item = FinderItem

function clinicItem(c: Clinic, names: (ids: number[]) => string[]): Item {
  const image = c.logo ?? c.featuredImage
  const card: FinderCard = {
    type: 'clinic',
    id: c.id,
    slug: c.slug,
    title: c.title,
    link: c.path,
    locations: [location(c)].flatMap((l) => l ?? []),
    ...(image ? { image: thumbnail(image, 600) } : {}),
    ...(c.phone ? { phone: c.phone } : {}),
    emergencyService: c.emergencyService,
    expertise: names(c.expertiseIds),
    labels: names(c.labelIds),
  }
  return { card, termIds: termIdsOf(c) }
}

function vetItem(v: Vet, clinicOf: (id: number) => Clinic | undefined, names: (ids: number[]) => string[]): Item {
  const clinics = v.clinicIds.flatMap((id) => {
    const c = clinicOf(id)
    return c && c.status === 'publish' ? [c] : []
  })
  const image = v.image ?? v.featuredImage
  const card: FinderCard = {
    type: 'vet',
    id: v.id,
    slug: v.slug,
    title: v.title,
    link: v.path,
    locations: clinics.flatMap((c) => location(c) ?? []),
    ...(image ? { image: thumbnail(image, 144) } : {}),
    expertise: names(v.expertiseIds),
    labels: names(v.labelIds),
    ...(v.function ? { function: v.function } : {}),
    clinics: clinics.map((c) => ({ title: c.title, link: c.path })),
  }
  return { card, termIds: termIdsOf(v) }
}

export type FinderIndexStats = {
  clinics: number
  vets: number
  terms: number
  issues: number
  bytes: number
  ms: number
}

export function buildFinderIndex(
  snapshot: Snapshot | StoredSnapshot,
  builtAt = new Date().toISOString(),
  memo?: FinderMemo,
): { data: Buffer; stats: FinderIndexStats } {
  const t0 = performance.now()
  const s = storedFrom(snapshot)
  const read = () => tableRecord(s.tables.terms)
  // An item shows the names of its finder terms (expertise, labels; a vet's clinics' none).
  const termRecord = memo ? memo.terms(s, read, (t) => GROUP_OF.has(t.taxonomy)) : read()
  const allTerms = Object.values(termRecord)
  const finderTerms = allTerms.filter((t) => GROUP_OF.has(t.taxonomy)).sort(byName)
  const termIndex = new Map(finderTerms.map((t, i) => [t.id, i]))
  const issues = allTerms.filter((t) => t.taxonomy === 'finder-issue').sort(byName)
  const names = (ids: number[]) => ids.flatMap((id) => termRecord[id]?.name ?? []).sort(collator.compare)

  // A vet's clinics are looked up once each: the snapshot's tables read entities on demand from disk (decision 018),
  // and ~3,000 vets share ~1,000 clinics, more than the table's cache keeps.
  const clinicCache = new Map<number, Clinic | undefined>()
  const clinicOf = (id: number) => {
    if (!clinicCache.has(id)) clinicCache.set(id, s.tables.clinics.get(id))
    return clinicCache.get(id)
  }
  const makeClinic = (id: number) => {
    const c = clinicOf(id)
    return c?.status === 'publish' ? clinicItem(c, names) : undefined
  }
  const makeVet = (id: number) => {
    const v = s.tables.vets.get(id)
    return v?.status === 'publish' ? { item: vetItem(v, clinicOf, names), clinicIds: v.clinicIds } : undefined
  }
  const items: Item[] = []
  for (const id of new Set(s.lists.clinics)) {
    const item = memo ? memo.clinic(s, id, () => makeClinic(id)) : makeClinic(id)
    if (item) items.push(item)
  }
  for (const id of new Set(s.lists.vets)) {
    const item = memo ? memo.vet(s, id, () => makeVet(id)) : makeVet(id)?.item
    if (item) items.push(item)
  }
  items.sort((a, b) => collator.compare(a.card.title, b.card.title) || a.card.id - b.card.id)

  const provinces = [...new Set(items.flatMap((i) => i.card.locations.map((l) => l.province)).filter(Boolean))].sort(
    collator.compare,
  )
  const provinceIndex = new Map(provinces.map((p, i) => [p, i]))
  const expands = (t: Term) => {
    const { expertiseIds, serviceIds, specialisationIds, recognitionIds } = t.expands
    return [
      ...new Set(
        [...expertiseIds, ...serviceIds, ...specialisationIds, ...recognitionIds].flatMap(
          (id) => termIndex.get(id) ?? [],
        ),
      ),
    ]
  }
  const issueTerms = issues.map((t) => new Set(expands(t)))
  const rows: FinderRow[] = items.map(({ card, termIds }) => {
    const terms = [...new Set(termIds.flatMap((id) => termIndex.get(id) ?? []))].sort((a, b) => a - b)
    const answers = issueTerms.flatMap((set, i) => (terms.some((t) => set.has(t)) ? [i] : []))
    const locs = card.locations.flatMap((l) => [l.lat, l.lng, provinceIndex.get(l.province) ?? -1])
    const where = card.locations.flatMap((l) => [l.place, l.province]).join(' ')
    return [card.type === 'clinic' ? 0 : 1, terms, answers, locs, wordsText(card.title), wordsText(where)]
  })
  const rowOf = new Map(items.map((i, row) => [i.card.id, row]))
  const header: FinderIndexHeader = {
    version: FINDER_DATA_VERSION,
    contentHash: s.manifest.contentHash,
    builtAt,
    terms: finderTerms.map((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      group: GROUP_OF.get(t.taxonomy) ?? 'finder_expertise',
    })),
    issues: issues.map((t, i) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      expands: [...(issueTerms[i] ?? [])].sort((a, b) => a - b),
    })),
    provinces,
    rows,
    mostViewed: [...new Set(s.site.settings.most_viewed_finder_results ?? [])].flatMap((id) => rowOf.get(id) ?? []),
  }
  const cards = packStrings(items.map((i) => (i.json ??= JSON.stringify(i.card))))
  const data = writeContainer(header, { 'cards.offsets': cards.offsets, 'cards.bytes': cards.bytes })
  const clinics = rows.filter((r) => r[0] === 0).length
  return {
    data,
    stats: {
      clinics,
      vets: rows.length - clinics,
      terms: finderTerms.length,
      issues: issues.length,
      bytes: data.length,
      ms: performance.now() - t0,
    },
  }
}
