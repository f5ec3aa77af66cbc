// The route families, declared once (decision 047): for each page of the site, the Vike route it lives at (its path
// shape), the route-table kinds it renders, whether the route table always has it (a fixed path of spec §2), its list
// when it is paged (what it counts, the page size, whether `?page=N` redirects to its pages) and whether the sitemap
// lists it. Everything else derives from this table: the pipeline's route table (pipeline/derive/routes.ts: the fixed
// paths and each kind's path shape), the pages' +route.ts (content/paged-route.ts), which page a route-table entry
// belongs to (content/route-families.ts), the prerender's URLs (content/prerender-urls.ts), the sitemap and the
// page-query redirects (sitebuild/postbuild/). Pure and isomorphic: the route functions run it in the browser too.
import type { Route, RouteKind } from '#lib/model/snapshot.ts'
import type { ListRef } from './store.ts'

/** Articles, news posts and author lists (spec §9: search page size 12). */
export const LIST_PAGE_SIZE = 12
/** The finder's clinic list (spec §9: finder page size 9). */
export const FINDER_PAGE_SIZE = 9

export type Paged = {
  /** The list a route-table entry of this family pages through (undefined: an entry without one, 0 items). */
  list: (route: Route) => ListRef | undefined
  size: number
  /** `?page=N` on this list redirects to its page N (decision 002); not the finder, where `page` is its own state. */
  pageQuery: boolean
}

export type Family = {
  /** The Vike route string of the family's page: `@name` one segment, a trailing `*` one or more (decision 006). */
  route: string
  /** The route-table kinds the page renders. */
  kinds: readonly RouteKind[]
  /** A fixed path of spec §2: the route table always has it (a CMS page at the same path lends it its content). */
  fixed?: true
  /** Of the kinds' entries, only the paths this is true of (two families share the finder kind). */
  only?: (path: string) => boolean
  paged?: Paged
  /** Tools and private pages, not content: never in the sitemap. */
  sitemap?: false
}

const FINDER_ROOT = '/finder/'
const term = (route: Route): ListRef | undefined => (route.id === undefined ? undefined : ['byTerm', route.id])
const list = (name: 'articles' | 'news' | 'clinics') => (): ListRef => name
const LIST = { size: LIST_PAGE_SIZE, pageQuery: true } as const

/** Family → its page (pages/<folder>); in the order the prerender lists their URLs. */
export const FAMILIES = {
  home: { route: '/', kinds: ['home'] },
  kennisbank: { route: '/kennisbank', kinds: ['kennisbank'], fixed: true, paged: { list: list('articles'), ...LIST } },
  article: { route: '/kennisbank/@slug', kinds: ['article'] },
  'kb-category': { route: '/kennisbank-cat/*', kinds: ['kb-category'], paged: { list: term, ...LIST } },
  category: { route: '/categorie/*', kinds: ['category'], paged: { list: term, ...LIST } },
  tag: { route: '/tag/@slug', kinds: ['tag'], paged: { list: term, ...LIST } },
  academy: { route: '/academy', kinds: ['academy'], fixed: true },
  lesson: { route: '/academy/@slug', kinds: ['lesson'] },
  auteurs: { route: '/auteurs', kinds: ['auteurs'], fixed: true },
  author: {
    route: '/auteurs/@slug',
    kinds: ['author'],
    paged: { list: (r) => (r.key === undefined ? undefined : ['byAuthor', r.key]), ...LIST },
  },
  events: { route: '/events', kinds: ['events'], fixed: true },
  event: { route: '/event/@slug', kinds: ['event'] },
  nieuws: { route: '/nieuws', kinds: ['nieuws'], fixed: true, paged: { list: list('news'), ...LIST } },
  partners: { route: '/partners', kinds: ['partners'], fixed: true },
  partner: { route: '/partners/@partner', kinds: ['partner'] },
  product: { route: '/partners/@partner/@product', kinds: ['product'] },
  finder: {
    route: '/finder',
    kinds: ['finder'],
    fixed: true,
    only: (path) => path === FINDER_ROOT,
    paged: { list: list('clinics'), size: FINDER_PAGE_SIZE, pageQuery: false },
  },
  'finder-term': { route: '/finder/@term', kinds: ['finder'], only: (path) => path !== FINDER_ROOT },
  clinic: { route: '/finder/klinieken/@slug', kinds: ['clinic'] },
  vet: { route: '/finder/dierenarts/@slug', kinds: ['vet'] },
  zoeken: { route: '/zoeken', kinds: ['zoeken'], fixed: true, sitemap: false },
  login: { route: '/login', kinds: ['login'], fixed: true, sitemap: false },
  styleguide: { route: '/styleguide', kinds: ['styleguide'], fixed: true, sitemap: false },
  // CMS pages and news posts at any path (spec §2 catch-all: pages of type post are treated as articles).
  'catch-all': { route: '/*', kinds: ['page', 'post'] },
} as const satisfies Record<string, Family>
export type FamilyName = keyof typeof FAMILIES

export const FAMILY_NAMES = Object.keys(FAMILIES) as FamilyName[]
export const family = (name: FamilyName): Family => FAMILIES[name]

/** The route-table kinds the sitemap leaves out. */
export const NOT_IN_SITEMAP: ReadonlySet<RouteKind> = new Set(
  FAMILY_NAMES.flatMap((name) => (family(name).sitemap === false ? family(name).kinds : [])),
)

/** The fixed paths of spec §2 and their kinds ("/kennisbank/" → kennisbank): the route string with its slash. */
export const FIXED_PATHS: Readonly<Record<string, RouteKind>> = Object.fromEntries(
  FAMILY_NAMES.flatMap((name) => {
    const f = family(name)
    return f.fixed ? f.kinds.map((kind) => [`${f.route}/`, kind] as const) : []
  }),
)

const SEGMENT = '[^/?#]+/'
/** A route string with parameters as the paths it matches ("/tag/@slug" → ^/tag/[^/?#]+/$); undefined when static. */
function shapeOf(route: string): string | undefined {
  if (!route.includes('@') && !route.endsWith('*')) return undefined
  const parts = route
    .split('/')
    .filter(Boolean)
    .map((part) => (part === '*' ? `(${SEGMENT})+` : part.startsWith('@') ? SEGMENT : `${part}/`))
  return `^/${parts.join('')}$`
}

/**
 * The path shape the site's page for each kind serves: a path of another shape has no page (the pipeline leaves it out
 * and reports it). A kind that only fixed paths have (kennisbank, login, …) has none.
 */
export const KIND_SHAPES: Readonly<Partial<Record<RouteKind, RegExp>>> = (() => {
  const shapes: Partial<Record<RouteKind, string[]>> = {}
  for (const name of FAMILY_NAMES) {
    const shape = shapeOf(family(name).route)
    if (shape) for (const kind of family(name).kinds) (shapes[kind] ??= []).push(shape)
  }
  return Object.fromEntries(Object.entries(shapes).map(([kind, list]) => [kind, new RegExp(list.join('|'))]))
})()
