// Client only: the layout data asset (content/layout-asset.ts), checked for its shape before the layout uses it.
// Plain checks rather than zod: this runs on every page before hydration, and zod stays out of the pages that do not
// query anything (tests/budgets/js.ts).
import type { LayoutData } from '#content/layout.ts'
import { isRecord } from '#lib/is-record.ts'

/** The first top-level part of the layout data that is missing or of the wrong kind, or undefined when all are there. */
export function layoutShapeProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'not an object'
  const { menus, translations, notifications, newsletter, footerPartners, search } = value
  if (!isRecord(menus) || !Object.values(menus).every((m) => isRecord(m) && Array.isArray(m.items))) return 'menus'
  // The complete table (content/layout.ts): the browser bundle has no defaults to fall back on.
  if (
    !isRecord(translations) ||
    typeof translations.search !== 'string' ||
    !Object.values(translations).every((t) => typeof t === 'string')
  )
    return 'translations'
  if (!Array.isArray(notifications)) return 'notifications'
  if (!isRecord(newsletter) || typeof newsletter.title !== 'string' || typeof newsletter.formId !== 'number')
    return 'newsletter'
  if (!isRecord(footerPartners) || !Array.isArray(footerPartners.types)) return 'footerPartners'
  // The search tips come as plain texts (content/search-tips.ts): the browser no longer parses the CMS's HTML.
  if (!isRecord(search) || !Array.isArray(search.tips)) return 'search'
  return undefined
}

export async function fetchLayout(url: string): Promise<LayoutData> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`The layout data ${url} answered ${res.status}`)
  const data: unknown = await res.json()
  const problem = layoutShapeProblem(data)
  if (problem) throw new Error(`The layout data ${url} is not the layout data this code expects (${problem})`)
  return data as LayoutData
}
