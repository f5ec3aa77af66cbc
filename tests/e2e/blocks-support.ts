// The pages of blocks in the e2e snapshot and what a browser test expects of their blocks (tests/e2e/blocks.spec.ts):
// every layout's count and place per page, whether its column keeps the prerendered DOM, and the check after hydration.
import { expect, type Page } from '@playwright/test'
import type { Route, Snapshot } from '#lib/model/snapshot.ts'
import type { ContentRows } from '#lib/model/types.ts'
import { keepsServerHtml } from '#blocks/lazy-static.ts'
import { e2eSnapshot } from './support.ts'

/** A page of blocks: where, its answer, how many blocks of each layout, and each block's place (row.column.index). */
export type PageOfBlocks = {
  url: string
  kind: string
  status: number
  layouts: Record<string, number>
  places: Record<string, string>
  /** In document order: whether each block's column keeps its prerendered DOM on the first page (all its blocks static). */
  kept: { layout: string; kept: boolean }[]
}

function rowsOf(snapshot: Snapshot, route: Route): ContentRows | undefined {
  const { id } = route
  if (id === undefined) return undefined
  const e = snapshot.entities
  switch (route.kind) {
    case 'home':
    case 'page':
      return e.pages[id]?.rows
    case 'article':
      return e.articles[id]?.rows
    case 'post':
      return e.posts[id]?.rows
    case 'lesson':
      return e.lessons[id]?.rows
    case 'event':
      return e.events[id]?.rows
    case 'partner':
      return e.partners[id]?.rows
    case 'product':
      return e.products[id]?.rows
    case 'clinic':
      return e.clinics[id]?.rows
    case 'vet':
      return e.vets[id]?.rows
    default:
      return undefined
  }
}

function countLayouts(rows: ContentRows): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const row of rows.rows)
    for (const column of row.columns) for (const block of column) counts[block.type] = (counts[block.type] ?? 0) + 1
  return counts
}

function placesOf(rows: ContentRows): Record<string, string> {
  const places: Record<string, string> = {}
  rows.rows.forEach((row, r) =>
    row.columns.forEach((column, c) => column.forEach((block, b) => (places[`${r}.${c}.${b}`] = block.type))),
  )
  return places
}

/** Every route whose entity has rows of blocks, plus the CMS's not-found page (shown with status 404 on unknown paths). */
export function pagesOfBlocks(): PageOfBlocks[] {
  const snapshot = e2eSnapshot()
  const pages: PageOfBlocks[] = []
  for (const [url, route] of Object.entries(snapshot.routes)) {
    const rows = rowsOf(snapshot, route)
    if (rows && rows.rows.length > 0)
      pages.push({
        url,
        kind: route.kind === 'home' ? 'page' : route.kind,
        status: 200,
        layouts: countLayouts(rows),
        places: placesOf(rows),
        kept: keptOf(rows),
      })
  }
  const notFound = snapshot.entities.pages[snapshot.site.notFoundPageId]?.rows
  if (notFound)
    pages.push({
      url: '/deze-pagina-bestaat-echt-niet/',
      kind: 'error',
      status: 404,
      layouts: countLayouts(notFound),
      places: placesOf(notFound),
      kept: keptOf(notFound),
    })
  return pages.sort((a, b) => a.url.localeCompare(b.url))
}

function keptOf(rows: ContentRows): PageOfBlocks['kept'] {
  return rows.rows.flatMap((row) =>
    row.columns.flatMap((column) => column.map((block) => ({ layout: block.type, kept: keepsServerHtml(column) }))),
  )
}

type RenderedBlock = { layout: string; hydrated: boolean; kept: boolean; placeholder: boolean; empty: boolean }

/**
 * What the page shows of each [data-block] element: hydrated by React, kept as prerendered inside a hydrated column
 * (no React of its own), a placeholder, or without any content.
 */
const renderedBlocks = (page: Page) =>
  page.locator('[data-block]').evaluateAll((elements): RenderedBlock[] =>
    elements.map((el) => ({
      layout: el.getAttribute('data-block') ?? '',
      hydrated: Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      kept:
        !Object.keys(el).some((key) => key.startsWith('__reactFiber$')) &&
        Object.keys(el.parentElement ?? {}).some((key) => key.startsWith('__reactFiber$')),
      placeholder: /^\s*Blok:/.test(el.textContent ?? ''),
      empty:
        (el.textContent ?? '').trim() === '' &&
        el.querySelector('img, iframe, svg, video, input, [data-video-id]') === null,
    })),
  )

/** Blocks that render nothing after hydration for a visitor who has not consented to advertising (spec §2 ad, §6). */
const CONSENT_BOUND = new Set(['ad'])

/**
 * The page shows the blocks the snapshot gives it: each hydrated, or kept as prerendered where its column holds static
 * blocks only (and only there), none a placeholder or empty, ads gone without consent.
 */
export async function expectBlocksOf(page: Page, { url, layouts, kept }: PageOfBlocks, firstPage = true) {
  const expected = kept
    .filter((b) => !CONSENT_BOUND.has(b.layout))
    .map((b) => `${b.layout}: ${firstPage && b.kept ? 'kept' : 'hydrated'}`)
  const state = (b: RenderedBlock) => `${b.layout}: ${b.hydrated ? 'hydrated' : b.kept ? 'kept' : 'neither'}`
  // Wait for this page's blocks, each in its final state: right after a client navigation the previous page's blocks
  // (all hydrated) can still be in the document, and on a busy machine the new page's lazy chunks arrive later. A
  // visitor waits for the page, not for a number of seconds, so the wait ends when the page is there (or at the
  // test's own timeout).
  await expect
    .poll(async () => (await renderedBlocks(page)).map(state), {
      message: `${url}: blocks hydrated, or kept as prerendered in a column of static blocks`,
      timeout: 0,
    })
    .toEqual(expected)
  const blocks = await renderedBlocks(page)
  const counts: Record<string, number> = {}
  for (const b of blocks) counts[b.layout] = (counts[b.layout] ?? 0) + 1
  expect(counts, `${url}: blocks after hydration`).toEqual(
    Object.fromEntries(Object.entries(layouts).filter(([layout]) => !CONSENT_BOUND.has(layout))),
  )
  expect(
    blocks.filter((b) => b.placeholder || b.empty),
    `${url}: placeholders or empty blocks`,
  ).toEqual([])
}
