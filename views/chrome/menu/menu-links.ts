// Menu link rules (spec §2 "Header search and menus"): items with url '#' are not linked; active classes follow URL containment.
import type { MenuItem } from '#lib/model/types.ts'

/** An item is a link unless its url is '#' (or empty): such items only open their submenu. */
export const isLinked = (url: string) => url !== '' && url !== '#'

/** Internal site paths start with one slash; everything else (https:, mailto:, //host) leaves the site. */
export const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//')

const pathOnly = (url: string) => url.split(/[?#]/)[0] ?? url

/**
 * Active by containment: the item's path is a prefix of the current path ('/nieuws/' is active on '/nieuws/x/').
 * The home '/' is active only on '/' itself; '#' items and external links are never active.
 */
export function isActive(itemUrl: string, currentPath: string): boolean {
  if (!isLinked(itemUrl) || !isInternal(itemUrl)) return false
  const item = pathOnly(itemUrl)
  const current = pathOnly(currentPath)
  if (item === '/') return current === '/'
  return current === item || current.startsWith(item.endsWith('/') ? item : `${item}/`)
}

/** The item is the current page itself (aria-current="page"). */
export const isCurrent = (itemUrl: string, currentPath: string) =>
  isLinked(itemUrl) && isInternal(itemUrl) && pathOnly(itemUrl) === pathOnly(currentPath)

/** An item counts as active when it or any descendant is (a '#' parent lights up for its active child). */
export function isTrailActive(item: Pick<MenuItem, 'url' | 'children'>, currentPath: string): boolean {
  return isActive(item.url, currentPath) || item.children.some((child) => isTrailActive(child, currentPath))
}

/** Link attributes for a menu target: new tabs get rel="noopener". */
export function targetProps(target: string): { target?: string; rel?: string } {
  return target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
