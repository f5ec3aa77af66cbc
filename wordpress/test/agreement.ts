// Whether the local CMS (devcms) and the real WordPress + plugin agree on what both derive from the same content:
// Yoast's head (titles, descriptions, robots, canonical, Open Graph, the schema graph with its breadcrumbs) of every
// post, term archive and author, the post cards of every card list (every page; filtered by each term; each author's),
// the menus and the authors. Items are matched by type and slug (the two number their items differently), both ways:
// an item, card, user or menu location only one side has is a difference too. Ids, and the hosts each serves from and
// its site name, are taken out before comparing (agreement-values.ts). Each difference names the route, the item and
// the field.
import { POST_COLLECTIONS, TERM_COLLECTIONS } from '#devcms/store/collections.ts'
import {
  all,
  getJson,
  leafDifferences,
  neutral,
  sideOf,
  withoutCore,
  type Item,
  type Tally,
} from './agreement-values.ts'
import { isRecord } from '#lib/is-record.ts'
import pLimit from 'p-limit'

export type AgreementOptions = {
  /** Slugs the WordPress seeding changes or adds on purpose (the editor realities): not compared. */
  skipSlugs?: ReadonlySet<string>
}

export type Agreement = { differences: string[]; tally: Tally }

/** Every card type: `/pa/v1/posts` lists only news posts unless asked for more. */
const ALL_CARD_TYPES = ['article', 'post', 'lesson', 'event'].map((t) => `type[]=${t}`).join('&')

/**
 * Requests in flight at once, per CMS. One at a time, the comparison waited on each of its hundreds of WordPress
 * requests in turn (PHP's server has four workers, the test one core); every answer is still compared, in the same
 * order, once all of a step's answers are in.
 */
const IN_FLIGHT = 4

/** The term fields both CMSs derive: the archive's head (with its breadcrumbs), its link, its count. */
const termFields = (term: Item): Item => ({ yoast_head_json: term.yoast_head_json, link: term.link, count: term.count })

/** The differences between the two CMSs' derived fields (empty when they agree), and how much was compared. */
export async function compareCms(
  localApi: string,
  wordpressApi: string,
  options: AgreementOptions = {},
): Promise<Agreement> {
  const [local, wordpress] = await Promise.all([sideOf(localApi), sideOf(wordpressApi)])
  const limits = new Map([
    [localApi, pLimit(IN_FLIGHT)],
    [wordpressApi, pLimit(IN_FLIGHT)],
  ])
  /** Every item of a list route on one side, queued behind that side's other requests. */
  const listOf = (api: string, route: string) => (limits.get(api) ?? pLimit(1))(() => all(api, route))
  const jsonOf = (api: string, route: string) =>
    (limits.get(api) ?? pLimit(1))(async () => (await getJson(api, route)).json)
  const skip = options.skipSlugs ?? new Set<string>()
  const differences: string[] = []
  const tally: Tally = { items: 0, leaves: 0 }
  const compare = (where: string, a: unknown, b: unknown) => {
    const found: string[] = []
    tally.items++
    leafDifferences(neutral(a, local), neutral(b, wordpress), '', found, tally)
    differences.push(...found.map((d) => `${where} ${d}`))
  }
  /** Both ways: a key only one side has is named; the two values of a key both have are compared. */
  const both = <T>(
    where: string,
    mine: Map<string, T>,
    theirs: Map<string, T>,
    each: (key: string, a: T, b: T) => void,
  ) => {
    for (const key of new Set([...mine.keys(), ...theirs.keys()])) {
      const [a, b] = [mine.get(key), theirs.get(key)]
      if (a === undefined) differences.push(`${where} ${key}: only WordPress has it`)
      else if (b === undefined) differences.push(`${where} ${key}: only the local CMS has it`)
      else each(key, a, b)
    }
  }
  const bySlug = (items: Item[]) =>
    new Map(items.filter((i) => !skip.has(String(i.slug))).map((i) => [String(i.slug), i]))
  /** Both sides' items of each route, by slug, fetched side by side (in the routes' order). */
  const lists = (routes: string[]): Promise<[Map<string, Item>, Map<string, Item>][]> =>
    Promise.all(
      routes.map(async (route) => {
        const [mine, theirs] = await Promise.all([listOf(localApi, route), listOf(wordpressApi, route)])
        return [bySlug(mine), bySlug(theirs)]
      }),
    )

  // Yoast head, breadcrumbs included (the schema graph's BreadcrumbList), of every item.
  const postRoutes = POST_COLLECTIONS.map((c) => `/wp/v2/${c.restBase}`)
  const termRoutes = TERM_COLLECTIONS.map((t) => `/wp/v2/${t.restBase}`)
  const authorRoutes = ['/wp/v2/users', '/wp/v2/authors']
  const [postLists, termLists, authorLists] = await Promise.all([
    lists(postRoutes),
    lists(termRoutes),
    lists(authorRoutes),
  ])
  postRoutes.forEach((route, i) => {
    const [mine, theirs] = postLists[i] ?? [new Map(), new Map()]
    both(route, mine, theirs, (slug, a, b) =>
      compare(`${route} ${slug}`, { yoast_head_json: a.yoast_head_json }, { yoast_head_json: b.yoast_head_json }),
    )
  })

  // Term archives: their head and trail, link and count. The terms by slug, for the card lists of one term below.
  const terms = new Map<string, Map<string, Item>[]>()
  TERM_COLLECTIONS.forEach((t, i) => {
    const route = termRoutes[i] ?? ''
    const [mine, theirs] = termLists[i] ?? [new Map(), new Map()]
    terms.set(t.restBase, [mine, theirs])
    both(route, mine, theirs, (slug, a, b) => compare(`${route} ${slug}`, termFields(a), termFields(b)))
  })

  // Authors (users and guest authors as the site shows them).
  const authorSlugs = new Set<string>()
  authorRoutes.forEach((route, i) => {
    const [mine, theirs] = authorLists[i] ?? [new Map(), new Map()]
    for (const slug of [...mine.keys(), ...theirs.keys()]) authorSlugs.add(slug)
    both(route, mine, theirs, (slug, a, b) => compare(`${route} ${slug}`, withoutCore(a), withoutCore(b)))
  })

  // Menus, location by location.
  const locations = async (api: string) => {
    const json = await jsonOf(api, '/menus/v1/locations')
    return new Map(Object.keys(isRecord(json) ? json : {}).map((loc) => [loc, loc]))
  }
  const [localLocations, wordpressLocations] = await Promise.all([locations(localApi), locations(wordpressApi)])
  both('/menus/v1/locations', localLocations, wordpressLocations, () => {})
  const menuRoutes = [...localLocations.keys()].map((loc) => `/menus/v1/locations/${loc}`)
  const menus = await Promise.all(
    menuRoutes.map((route) => Promise.all([jsonOf(localApi, route), jsonOf(wordpressApi, route)])),
  )
  menuRoutes.forEach((route, i) => compare(route, menus[i]?.[0], menus[i]?.[1]))

  // Cards, list by list, every page: each card both list (by its path), the cards only one lists, their order.
  /** The card lists to compare: a name, and the route on each side (a term's id differs between the two). */
  const cardLists: [name: string, localRoute: string, wordpressRoute: string][] = []
  const cards = (name: string, localRoute: string, wordpressRoute = localRoute) => {
    cardLists.push([name, localRoute, wordpressRoute])
  }
  const compareCards = (name: string, localList: Item[], wordpressList: Item[]) => {
    const byPath = (list: Item[]) =>
      new Map(
        list
          .map((card): [string, Item] => [new URL(String(card.link), 'http://x').pathname, card])
          .filter(([where]) => !where.split('/').some((s) => skip.has(s))),
      )
    const [mine, theirs] = [byPath(localList), byPath(wordpressList)]
    both(name, mine, theirs, (where, a, b) => compare(`${name} ${where}`, a, b))
    const [order, otherOrder] = [
      [...mine.keys()].filter((k) => theirs.has(k)),
      [...theirs.keys()].filter((k) => mine.has(k)),
    ]
    const at = order.findIndex((where, i) => otherOrder[i] !== where)
    if (at !== -1)
      differences.push(
        `${name} order, card ${at + 1}: local CMS ${order[at] ?? ''} ≠ WordPress ${otherOrder[at] ?? ''}`,
      )
  }
  for (const route of ['/wp/v2/popular-articles', '/pa/v1/posts', `/pa/v1/posts?${ALL_CARD_TYPES}`, '/pa/v1/articles'])
    cards(route, route)
  const ofTerm = (base: string, route: (id: unknown) => string) => {
    const [mine, theirs] = terms.get(base) ?? []
    for (const [slug, term] of mine ?? []) {
      const other = theirs?.get(slug)
      if (other) cards(route(`<${slug}>`), route(term.id), route(other.id))
    }
  }
  ofTerm('categories', (id) => `/pa/v1/posts?${ALL_CARD_TYPES}&categories=${String(id)}`)
  ofTerm('tags', (id) => `/pa/v1/posts?${ALL_CARD_TYPES}&tags=${String(id)}`)
  ofTerm('knowledge-base-categories', (id) => `/pa/v1/articles?knowledge-base-categories=${String(id)}`)
  for (const slug of authorSlugs) cards(`/wp/v2/author-articles?slug=${slug}`, `/wp/v2/author-articles?slug=${slug}`)
  const cardAnswers = await Promise.all(
    cardLists.map(([, localRoute, wordpressRoute]) =>
      Promise.all([listOf(localApi, localRoute), listOf(wordpressApi, wordpressRoute)]),
    ),
  )
  cardLists.forEach(([name], i) => compareCards(name, cardAnswers[i]?.[0] ?? [], cardAnswers[i]?.[1] ?? []))
  return { differences, tally }
}
