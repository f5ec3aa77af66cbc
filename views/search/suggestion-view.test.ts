import { describe, expect, it } from 'vitest'
import { panelModel } from './panel-model.ts'
import { hitDate, hitMeta, introView, suggestionsView, type Labels } from './suggestion-view.ts'
import { groupedAnswer, hit } from './test-hits.ts'

const labels: Labels = {
  group: (key) =>
    ({ article: 'Kennisbank', page: "Pagina's", post: 'Nieuws', event_and_lesson: 'Events en academy' })[key],
  postType: (type) =>
    ({
      article: 'Kennisbank',
      post: 'Nieuws',
      page: 'Pagina',
      event: 'Evenement',
      lesson: 'Les',
      vet: 'Dierenarts',
      clinic: 'Kliniek',
    })[type],
  viewAll: 'Bekijk alles',
  viewAllResults: 'Bekijk alle zoekresultaten',
}

const answer = groupedAnswer({
  post: [hit(3, 'post', 'Droes op een manege', { content_type_primary_name: 'Nieuwsbericht' })],
  article: [
    hit(1, 'article', 'Droes: symptomen', { knowledge_base_category_primary_name: 'Infectieziekten' }),
    hit(2, 'article', 'Droes voorkomen'),
    hit(5, 'article', 'Quarantaine'),
    hit(6, 'article', 'Vaccineren'),
  ],
  event_and_lesson: [hit(4, 'event', 'Droesavond', { event_date: '2026-03-14T19:30:00' })],
})

describe('the suggestion groups (spec §2)', () => {
  it('shows the groups with hits in the fixed order, each with its top hits and a view-all link, then view all results', () => {
    const view = suggestionsView(answer, 'droes', labels)
    expect(view.groups.map((g) => [g.key, g.title, g.hits.map((h) => h.label)])).toEqual([
      ['article', 'Kennisbank', ['Droes: symptomen', 'Droes voorkomen', 'Quarantaine']],
      ['post', 'Nieuws', ['Droes op een manege']],
      ['event_and_lesson', 'Events en academy', ['Droesavond']],
    ])
    expect(view.groups.map((g) => g.viewAll.href)).toEqual([
      '/zoeken/?q=droes&post_type=article',
      '/zoeken/?q=droes&post_type=post',
      '/zoeken/?q=droes&post_type=event_and_lesson',
    ])
    expect(view.viewAllResults).toMatchObject({ href: '/zoeken/?q=droes', label: 'Bekijk alle zoekresultaten' })
  })

  it('lists every option once, in display order, for the arrow keys', () => {
    const view = suggestionsView(answer, 'droes', labels)
    expect(view.options.map((o) => o.index)).toEqual(view.options.map((_, i) => i))
    expect(view.options.map((o) => o.href)).toEqual([
      '/article/1/',
      '/article/2/',
      '/article/5/',
      '/zoeken/?q=droes&post_type=article',
      '/post/3/',
      '/zoeken/?q=droes&post_type=post',
      '/event/4/',
      '/zoeken/?q=droes&post_type=event_and_lesson',
      '/zoeken/?q=droes',
    ])
    expect(view.options.every((o) => o.query === 'droes')).toBe(true)
  })

  it('labels a hit with its category or content type, else its kind, and dates news, articles and events', () => {
    const [article, plain] = answer.groups?.[0]?.top_type_hits ?? []
    expect(hitMeta(article!, labels.postType)).toBe('Infectieziekten')
    expect(hitMeta(plain!, labels.postType)).toBe('Kennisbank')
    expect(hitMeta(hit(9, 'lesson', 'Les 2'), labels.postType)).toBe('Les')
    expect(hitDate(hit(4, 'event', 'Droesavond', { event_date: '2026-03-14T19:30:00' }))).toBe('14 maart 2026')
    expect(hitDate(hit(3, 'post', 'Nieuws'))).toBe('9 september 2025')
    expect(hitDate(hit(4, 'event', 'Droesavond', { event_date: 'binnenkort' }))).toBe('')
    expect(hitDate(hit(7, 'page', 'Contact'))).toBe('')
  })
})

describe("an event's date (lib/format/dates.ts, Europe/Amsterdam)", () => {
  it('is the Dutch date of its start, whatever the time zone of the browser', () => {
    // 23:30 UTC is 00:30 the next day in Amsterdam (winter time): the Dutch date, not the visitor's or UTC's.
    expect(hitDate(hit(4, 'event', 'Droesavond', { event_date: '2026-03-14T23:30:00Z' }))).toBe('15 maart 2026')
    // A WordPress local date-time is already Dutch wall-clock time: its own date, late at night too.
    expect(hitDate(hit(4, 'event', 'Droesavond', { event_date: '2026-03-14T23:30:00' }))).toBe('14 maart 2026')
  })
})

describe('the intro (spec §2)', () => {
  it('offers the recent searches when there are any, else the most searched words, as links to the results page', () => {
    expect(introView(['droes'], ['koliek', 'mok'])).toEqual({
      kind: 'recent',
      options: [{ index: 0, href: '/zoeken/?q=droes', label: 'droes', query: 'droes' }],
    })
    expect(introView([], ['koliek', 'Mok']).options.map((o) => [o.label, o.href])).toEqual([
      ['koliek', '/zoeken/?q=koliek'],
      ['Mok', '/zoeken/?q=mok'],
    ])
    expect(introView([], ['koliek']).kind).toBe('popular')
  })
})

describe('the panel states', () => {
  const base = { recent: [], mostSearched: ['koliek'], labels }

  it('shows the intro before typing, and no results for an answer without hits', () => {
    expect(panelModel({ ...base, suggestions: { status: 'idle' } }).kind).toBe('intro')
    const none = panelModel({ ...base, suggestions: { status: 'done', query: 'xyz', answer: groupedAnswer({}) } })
    expect(none).toMatchObject({ kind: 'no-results', query: 'xyz', options: [] })
  })

  it('keeps the previous suggestions (marked loading) while the next answer is on its way', () => {
    const model = panelModel({ ...base, suggestions: { status: 'loading', previous: { query: 'droes', answer } } })
    expect(model.kind === 'suggestions' && model.loading).toBe(true)
    expect(panelModel({ ...base, suggestions: { status: 'loading' } }).kind).toBe('loading')
  })

  it('offers the results page when the suggestions failed', () => {
    const model = panelModel({ ...base, suggestions: { status: 'error', query: 'droes' } })
    expect(model).toMatchObject({ kind: 'error', options: [{ href: '/zoeken/?q=droes' }] })
  })
})
