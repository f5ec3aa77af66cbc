// Which notifications a page shows and how they look.
import type { LayoutData, Notification } from '#content/layout.ts'

/** Finder pages show only the finder notification, and only when the settings switch it on; other pages the general ones. */
export function notificationsFor(
  layout: Pick<LayoutData, 'notifications' | 'finderNotification' | 'showFinderNotification'>,
  finderPage: boolean,
): Notification[] {
  if (!finderPage) return layout.notifications
  return layout.showFinderNotification && layout.finderNotification ? [layout.finderNotification] : []
}

const KEY_PREFIX = 'hoefslag:notification:'

/** The sessionStorage key that remembers closing: a changed text shows again. */
export function notificationsKey(notifications: Notification[]): string {
  const text = notifications.map((n) => n.text).join('|')
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0
  return `${KEY_PREFIX}${(hash >>> 0).toString(36)}`
}

/**
 * Runs in the <head> before the page paints: hides the bars closed earlier in this visit (their keys in sessionStorage),
 * which the prerendered HTML still holds until hydration removes them — no flash, no layout shift. Its sha256 goes
 * into the CSP at postbuild like every inline script.
 */
export const CLOSED_NOTIFICATIONS_HEAD_SCRIPT =
  `try{var s=sessionStorage,c=[];for(var i=0;i<s.length;i++){var k=s.key(i);` +
  `if(k&&k.indexOf(${JSON.stringify(KEY_PREFIX)})===0&&s.getItem(k)==="closed")c.push('[data-notification-key="'+k+'"]')}` +
  `if(c.length){var e=document.createElement("style");e.textContent=c.join(",")+"{display:none!important}";document.head.appendChild(e)}}catch(e){}`

const NAMED: Record<string, { background: string; text: string }> = {
  orange: { background: '#f6e3cf', text: '#5a3510' },
  red: { background: '#b3261e', text: '#ffffff' },
  green: { background: 'var(--color-primary)', text: '#ffffff' },
  blue: { background: 'var(--color-secondary)', text: '#ffffff' },
  yellow: { background: '#fbf0c4', text: '#4a3b00' },
  sand: { background: 'var(--color-sand)', text: 'var(--color-text)' },
}

/** The CMS's colour name (or a #hex colour) as background and a readable text colour. */
export function notificationColors(name: string): { background: string; text: string } {
  const known = NAMED[name.toLowerCase()]
  if (known) return known
  if (/^#[0-9a-f]{3,8}$/i.test(name)) return { background: name, text: 'var(--color-text)' }
  return { background: 'var(--color-primary-light)', text: 'var(--color-text)' }
}
