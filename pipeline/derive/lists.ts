// Derived lists: newest-first id lists per type, per term and per author; events split into coming and past.
import type { Entities, Lists } from '#lib/model/snapshot.ts'
import type { AuthorRef, FinderTermIds } from '#lib/model/types.ts'
import { isFinderTerm, matchesTerm } from '#lib/model/finder-match.ts'

type Dated = { id: number; date: string; status: string }
const newestFirst = (items: Dated[]) =>
  items
    .filter((i) => i.status === 'publish')
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((i) => i.id)
const push = <K extends string | number>(map: Record<K, number[]>, key: K, id: number) => {
  ;(map[key] ??= []).push(id)
}

const HIERARCHICAL = new Set(['category', 'knowledge-base-category'])
/** The parent, grandparent … of a term of a hierarchical taxonomy (a cycle or a missing parent ends the chain). */
function ancestorsOf(entities: Entities, id: number): number[] {
  const out: number[] = []
  const term = entities.terms[id]
  if (!term || !HIERARCHICAL.has(term.taxonomy)) return out
  let parentId = term.parentId
  while (parentId && parentId !== id && !out.includes(parentId)) {
    out.push(parentId)
    parentId = entities.terms[parentId]?.parentId ?? 0
  }
  return out
}

/** Per finder term: the ids of `ids` (a list, in its order) whose item the term selects. */
function byFinderTerm(entities: Entities, ids: number[], item: (id: number) => FinderTermIds | undefined) {
  const out: Record<number, number[]> = {}
  for (const term of Object.values(entities.terms).filter(isFinderTerm))
    out[term.id] = ids.filter((id) => {
      const it = item(id)
      return it !== undefined && matchesTerm(it, term)
    })
  return out
}

/** `now` is the build's reference time ("YYYY-MM-DDTHH:MM:SS", local), so lists are a pure function of their input. */
export function buildLists(entities: Entities, now: string): Lists {
  const articles = newestFirst(Object.values(entities.articles))
  const posts = newestFirst(Object.values(entities.posts))
  const sticky = new Set(posts.filter((id) => entities.posts[id]?.sticky))
  const news = [...posts.filter((id) => sticky.has(id)), ...posts.filter((id) => !sticky.has(id))]
  const lessons = Object.values(entities.lessons)
    .filter((l) => l.status === 'publish')
    .sort((a, b) => (a.lessonNumber ?? 999) - (b.lessonNumber ?? 999) || a.id - b.id)
    .map((l) => l.id)
  const events = Object.values(entities.events).filter((e) => e.status === 'publish')
  const eventsComing = events
    .filter((e) => e.endDate >= now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((e) => e.id)
  const eventsPast = events
    .filter((e) => e.endDate < now)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))
    .map((e) => e.id)

  const byTerm: Record<number, number[]> = {}
  const byAuthor: Record<string, number[]> = {}
  const authorKey = (a: AuthorRef) => `${a.kind}:${a.id}`
  const editorial = [...articles.map((id) => entities.articles[id]), ...posts.map((id) => entities.posts[id])]
    .filter((e) => e !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  for (const item of editorial) {
    const own = [...item.categoryIds, ...item.tagIds, ...(item.kind === 'article' ? item.kbCategoryIds : [])]
    const terms = new Set(own.flatMap((id) => [id, ...ancestorsOf(entities, id)]))
    for (const t of terms) push(byTerm, t, item.id)
    for (const a of item.authors) push(byAuthor, authorKey(a), item.id)
  }
  for (const id of lessons) for (const a of entities.lessons[id]?.authors ?? []) push(byAuthor, authorKey(a), id)

  const partners = Object.values(entities.partners)
    .filter((p) => p.status === 'publish')
    .sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title, 'nl'))
  const partnersByType: Record<number, number[]> = {}
  for (const p of partners) for (const t of p.partnerTypeIds) push(partnersByType, t, p.id)

  const clinics = Object.values(entities.clinics)
    .filter((c) => c.status === 'publish')
    .sort((a, b) => a.title.localeCompare(b.title, 'nl'))
    .map((c) => c.id)
  const vets = Object.values(entities.vets)
    .filter((v) => v.status === 'publish')
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'nl'))
    .map((v) => v.id)

  return {
    articles,
    posts,
    news,
    lessons,
    eventsComing,
    eventsPast,
    byTerm,
    byAuthor,
    partnersByType,
    partners: partners.map((p) => p.id),
    authors: Object.values(entities.authors)
      .filter((a) => (byAuthor[a.key]?.length ?? 0) > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'))
      .map((a) => a.key),
    clinics,
    vets,
    clinicsByFinderTerm: byFinderTerm(entities, clinics, (id) => entities.clinics[id]),
    vetsByFinderTerm: byFinderTerm(entities, vets, (id) => entities.vets[id]),
  }
}
