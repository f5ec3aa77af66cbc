// Content that disappeared since the previous build (decision 059): a published item whose rows, blocks or body became
// empty, or general settings that lost their translations, a menu's items, the footer partners or the logo. A save that
// empties a form by accident (a form that did not show what the item had) looks exactly like that, and the build would
// publish the empty page without a word. Each is a warning in the build report ("Inhoud verdwenen: …") naming the item
// and the field; the site still builds (decision 059: not held back), and the editors see it in wp-admin's publish
// status (sitebuild/publish: the build's outcome carries these warnings to WordPress).
//
// Compared: items published both then and now (unpublishing is deliberate) whose content hash changed; an item whose
// field was empty before lost nothing. Run by the pipeline before the new snapshot replaces the previous one.
import type { Entities, EntityTable, Snapshot, SiteData } from '#lib/model/snapshot.ts'
import type { ContentRows } from '#lib/model/types.ts'
import { LOST_CONTENT_PREFIX, type ReportEntry } from '#lib/model/report-entry.ts'
import { ENTITY_TABLES } from '../snapshot/layout.ts'

/** Every warning's message starts with this: the build report and wp-admin show it as it is. */
export const LOST_PREFIX = LOST_CONTENT_PREFIX

/** The tables whose items are pages with rows and a body: every entity table but authors and terms. */
const CONTENT_TABLES = ENTITY_TABLES.filter(
  (table): table is Exclude<EntityTable, 'authors' | 'terms'> => table !== 'authors' && table !== 'terms',
)

/** One field of an item, or of the general settings, that was filled in the previous build and is empty now. */
export type LostContent = {
  /** The entity table ("articles"), or "site" for the general settings and menus. */
  entity: string
  id?: number
  slug?: string
  /** The item's path on the site (published, so public); "" for the settings. */
  path: string
  /** Where: "rows", "rows.blocks", "content", "settings.translations", "menus.main", … */
  field: string
  message: string
}

/** What the comparison reads of the previous build: its items by table and its site data. */
export type PreviousContent = {
  get: (table: EntityTable, id: number) => unknown
  site: Pick<SiteData, 'settings' | 'menus'>
}

type Item = {
  id: number
  slug: string
  status: string
  path: string
  title: string
  content: string
  rows?: ContentRows
}

const asItem = (value: unknown): Item | undefined =>
  value && typeof value === 'object' && 'status' in value ? (value as Item) : undefined

/** How many characters of visible text an HTML body has (whitespace collapsed); an image or embed counts as one. */
function bodySize(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim().length
  return text || (/<(img|iframe|video|audio|embed|object)\b/i.test(html) ? 1 : 0)
}

const rowCount = (item: Item) => item.rows?.rows.length ?? 0
const blockCount = (item: Item) =>
  (item.rows?.rows ?? []).reduce((n, row) => n + row.columns.reduce((m, column) => m + column.length, 0), 0)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The fields of one published item that were filled before and are empty now. */
function lostInItem(table: EntityTable, before: Item, now: Item): LostContent[] {
  const where = { entity: table, id: now.id, slug: now.slug, path: now.path }
  const name = `${now.title || now.slug} (${now.path})`
  const lost: LostContent[] = []
  const [rowsBefore, blocksBefore] = [rowCount(before), blockCount(before)]
  if (rowsBefore > 0 && rowCount(now) === 0)
    lost.push({
      ...where,
      field: 'rows',
      message: `${LOST_PREFIX}${name} heeft geen rijen meer (rows; was ${plural(rowsBefore, 'rij', 'rijen')} met ${plural(blocksBefore, 'blok', 'blokken')})`,
    })
  else if (blocksBefore > 0 && blockCount(now) === 0)
    lost.push({
      ...where,
      field: 'rows.blocks',
      message: `${LOST_PREFIX}${name} heeft geen blokken meer (rows; was ${plural(blocksBefore, 'blok', 'blokken')})`,
    })
  const bodyBefore = bodySize(before.content)
  if (bodyBefore > 0 && bodySize(now.content) === 0)
    lost.push({
      ...where,
      field: 'content',
      message: `${LOST_PREFIX}${name} heeft geen tekst meer (content; was ${plural(bodyBefore, 'teken', 'tekens')})`,
    })
  return lost
}

/** The general settings and menus: translations, each menu's items, the footer partners and the logo. */
function lostInSite(before: PreviousContent['site'], now: Pick<SiteData, 'settings' | 'menus'>): LostContent[] {
  const lost: LostContent[] = []
  const add = (field: string, what: string) =>
    lost.push({ entity: 'site', path: '', field, message: `${LOST_PREFIX}algemene instellingen ${what}` })
  const translations = Object.keys(before.settings.translations).length
  if (translations > 0 && Object.keys(now.settings.translations).length === 0)
    add('settings.translations', `zonder vertalingen (translations; was ${translations})`)
  const partners = before.settings.footer_partners.partner_types.length
  if (partners > 0 && now.settings.footer_partners.partner_types.length === 0)
    add(
      'settings.footer_partners',
      `zonder partners in de footer (footer_partners.partner_types; was ${plural(partners, 'partnertype', 'partnertypes')})`,
    )
  if (before.settings.logo && !now.settings.logo) add('settings.logo', 'zonder logo (logo)')
  for (const [key, menu] of Object.entries(before.menus)) {
    const items = menu.items.length
    if (items > 0 && (now.menus[key]?.items.length ?? 0) === 0)
      lost.push({
        entity: 'site',
        path: '',
        field: `menus.${key}`,
        message: `${LOST_PREFIX}menu "${menu.name}" is leeg (menus.${key}; was ${plural(items, 'item', 'items')})`,
      })
  }
  return lost
}

/**
 * What the new snapshot lost compared with the previous build's. `changed(key)` ("articles:1001") says which items to
 * look at (default: every item; the pipeline passes the items whose content hash changed).
 */
export function findLostContent(
  previous: PreviousContent,
  next: { entities: Entities; site: Pick<SiteData, 'settings' | 'menus'> },
  changed: (key: string) => boolean = () => true,
): LostContent[] {
  const lost: LostContent[] = []
  for (const table of CONTENT_TABLES) {
    for (const value of Object.values(next.entities[table] as Record<number, unknown>)) {
      const now = asItem(value)
      if (!now || now.status !== 'publish' || !changed(`${table}:${now.id}`)) continue
      const before = asItem(previous.get(table, now.id))
      if (before?.status === 'publish') lost.push(...lostInItem(table, before, now))
    }
  }
  return [...lost, ...lostInSite(previous.site, next.site)]
}

/** A lost field as a build report warning (its `path` is the field, its `url` the item's path on the site). */
export const lostContentEntry = (lost: LostContent): ReportEntry => ({
  level: 'warning',
  entity: lost.entity,
  ...(lost.id !== undefined ? { id: lost.id } : {}),
  ...(lost.slug ? { slug: lost.slug } : {}),
  url: lost.path,
  path: lost.field,
  message: lost.message,
})

/** The previous snapshot as the comparison reads it. */
export const previousContent = (
  snapshot: Pick<Snapshot, 'site'> & { tables: Record<EntityTable, { get: (id: number) => unknown }> },
): PreviousContent => ({
  get: (table, id) => snapshot.tables[table].get(id),
  site: snapshot.site,
})
