// The cookie policy page for the consent panel's link: the disclaimer menu's entry about cookies, if any.
import type { Menu } from '#lib/model/types.ts'

export function cookiePolicyUrl(menus: Record<string, Menu>): string | undefined {
  return menus.disclaimer?.items.find((item) => /cookie/i.test(item.url) || /cookie/i.test(item.title))?.url
}
