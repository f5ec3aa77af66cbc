// List paging (docs/decisions/002-list-paging.md): page 1 at the canonical URL, page N ≥ 2 at "<canonical>pagina/N/".
// Pure and isomorphic: the route functions run it in the browser too.

export { FINDER_PAGE_SIZE, LIST_PAGE_SIZE } from '#pipeline/snapshot/route-families.ts'

const PAGED = /^(.*\/)pagina\/([1-9]\d*)\/$/

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))

/** The items on page `page` (1-based). */
export const pageItems = <T>(items: readonly T[], page: number, size: number): T[] =>
  items.slice((page - 1) * size, page * size)

/** "/nieuws/" for page 1, "/nieuws/pagina/3/" for page 3. */
export const pagedPath = (base: string, page: number): string => (page <= 1 ? base : `${base}pagina/${page}/`)

/** The URLs of every page of a list of `total` items. */
export const pagedPaths = (base: string, total: number, size: number): string[] =>
  Array.from({ length: pageCount(total, size) }, (_, i) => pagedPath(base, i + 1))

/**
 * "/tag/koliek/pagina/2/" → { base: "/tag/koliek/", page: 2 }; "/tag/koliek/" → page 1. A path naming page 1
 * ("…/pagina/1/") or a malformed number is not a page URL: undefined.
 */
export function parsePagedPath(pathname: string): { base: string; page: number } | undefined {
  const m = PAGED.exec(pathname)
  if (!m) return { base: pathname, page: 1 }
  const page = Number(m[2])
  return page >= 2 && m[1] ? { base: m[1], page } : undefined
}

/** `?page=N` (spec: category and tag pages take a page query) → N when it is a whole number ≥ 2. */
export function pageFromQuery(search: string): number | undefined {
  const value = new URLSearchParams(search).get('page')
  if (!value || !/^[1-9]\d*$/.test(value)) return undefined
  const page = Number(value)
  return page >= 2 ? page : undefined
}

/** Page numbers a pager shows: first, last, and two either side of the current one; 0 marks a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [0, n] : [n]))
}

export type Paging = { page: number; pages: number; base: string }
