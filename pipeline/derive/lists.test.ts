// Derived lists: newest first, events split at the build's `now`, per term and per author, partners in menu order.
import { describe, expect, it } from 'vitest'
import { buildLists } from './lists.ts'
import { article, author, entities, event, partner, post, term } from './test-entities.ts'

const NOW = '2026-03-14T12:00:00'

describe('buildLists', () => {
  const table = entities({
    articles: [
      article({
        id: 1001,
        path: '/kennisbank/a/',
        date: '2025-05-01T09:00:00',
        categoryIds: [201],
        kbCategoryIds: [401],
        authors: [{ kind: 'user', id: 2 }],
      }),
      article({
        id: 1002,
        path: '/kennisbank/b/',
        date: '2026-02-01T09:00:00',
        categoryIds: [201],
        tagIds: [318],
        authors: [{ kind: 'guest', id: 2601 }],
      }),
      article({
        id: 1003,
        path: '/kennisbank/c/',
        date: '2025-11-01T09:00:00',
        kbCategoryIds: [401],
        authors: [{ kind: 'user', id: 2 }],
      }),
      article({
        id: 1004,
        path: '/kennisbank/d/',
        date: '2026-03-01T09:00:00',
        status: 'draft',
        categoryIds: [201],
        authors: [{ kind: 'user', id: 2 }],
      }),
    ],
    posts: [
      post({
        id: 2001,
        path: '/nieuws-1/',
        date: '2025-12-24T09:00:00',
        categoryIds: [201],
        authors: [{ kind: 'user', id: 2 }],
      }),
    ],
    events: [
      event({ id: 2201, path: '/event/a/', startDate: '2025-10-01T09:00:00', endDate: '2025-10-01T17:00:00' }),
      event({ id: 2202, path: '/event/b/', startDate: '2026-03-14T09:00:00', endDate: '2026-03-14T17:00:00' }),
      event({ id: 2203, path: '/event/c/', startDate: '2026-06-01T09:00:00', endDate: '2026-06-02T17:00:00' }),
      event({ id: 2204, path: '/event/d/', startDate: '2026-03-13T09:00:00', endDate: '2026-03-13T17:00:00' }),
      event({
        id: 2205,
        path: '/event/e/',
        startDate: '2026-07-01T09:00:00',
        endDate: '2026-07-01T17:00:00',
        status: 'private',
      }),
    ],
    partners: [
      partner({ id: 2401, path: '/partners/c/', title: 'Cavalor', menuOrder: 3, partnerTypeIds: [501] }),
      partner({ id: 2402, path: '/partners/a/', title: 'Equivet', menuOrder: 1, partnerTypeIds: [501, 502] }),
      partner({ id: 2403, path: '/partners/b/', title: 'Aanbieder', menuOrder: 1, partnerTypeIds: [502] }),
      partner({ id: 2404, path: '/partners/d/', title: 'Concept', menuOrder: 0, status: 'draft' }),
    ],
    authors: [
      author('user', 2, 'Anouk de Vries'),
      author('guest', 2601, 'Bram Bakker'),
      author('user', 3, 'Zonder Werk'),
    ],
  })
  const lists = buildLists(table, NOW)

  it('lists published articles and posts newest first', () => {
    expect(lists.articles).toEqual([1002, 1003, 1001])
    expect(lists.posts).toEqual([2001])
  })

  it('splits published events at `now`: coming soonest first (today included), past latest first', () => {
    expect(lists.eventsComing).toEqual([2202, 2203])
    expect(lists.eventsPast).toEqual([2204, 2201])
    const later = buildLists(table, '2026-03-14T17:00:01')
    expect(later.eventsComing).toEqual([2203])
    expect(later.eventsPast).toEqual([2202, 2204, 2201])
  })

  it('lists articles and posts per term (category, tag, knowledge-base category), newest first', () => {
    expect(lists.byTerm[201]).toEqual([1002, 2001, 1001])
    expect(lists.byTerm[318]).toEqual([1002])
    expect(lists.byTerm[401]).toEqual([1003, 1001])
  })

  it('lists work per author, and lists only authors who have published something', () => {
    expect(lists.byAuthor['user:2']).toEqual([2001, 1003, 1001])
    expect(lists.byAuthor['guest:2601']).toEqual([1002])
    expect(lists.authors).toEqual(['user:2', 'guest:2601'])
  })

  it('orders published partners by menu order, then by name, also per partner type', () => {
    expect(lists.partners).toEqual([2403, 2402, 2401])
    expect(lists.partnersByType).toEqual({ 501: [2402, 2401], 502: [2403, 2402] })
  })

  it('is a pure function of its input', () => {
    expect(buildLists(table, NOW)).toEqual(lists)
  })
})

describe('buildLists: what WordPress does with sticky posts and child categories', () => {
  const table = entities({
    posts: [
      post({ id: 2001, path: '/oud/', date: '2025-01-01T09:00:00', sticky: true }),
      post({ id: 2002, path: '/nieuw/', date: '2026-01-01T09:00:00' }),
      post({ id: 2003, path: '/nieuwst/', date: '2026-02-01T09:00:00' }),
    ],
    articles: [
      article({
        id: 1001,
        path: '/kennisbank/gebit/',
        date: '2025-05-01T09:00:00',
        categoryIds: [213],
        kbCategoryIds: [411],
      }),
    ],
    terms: [
      term(201, 'Gezondheid'),
      term(213, 'Gebit en mond', { parentId: 201 }),
      term(402, 'Hoeven', { taxonomy: 'knowledge-base-category' }),
      term(411, 'Hoefaandoeningen', { taxonomy: 'knowledge-base-category', parentId: 402 }),
    ],
  })
  const lists = buildLists(table, NOW)

  it('puts sticky news posts first in the news list, and keeps the plain list in date order', () => {
    expect(lists.news).toEqual([2001, 2003, 2002])
    expect(lists.posts).toEqual([2003, 2002, 2001])
  })

  it("lists a child category's posts on its parents too", () => {
    expect(lists.byTerm[213]).toEqual([1001])
    expect(lists.byTerm[201]).toEqual([1001])
    expect(lists.byTerm[402]).toEqual([1001])
  })
})
