// The share bar's links (spec §2 "Social share bar"): each network's own share address with the page's URL and title.
import type { TranslationKey } from '#ui/i18n.tsx'

export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email'
export type ShareLink = { network: ShareNetwork; label: TranslationKey; href: string; newTab: boolean }

const enc = encodeURIComponent

export function shareLinks(url: string, title: string): ShareLink[] {
  return [
    {
      network: 'facebook',
      label: 'share_facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      newTab: true,
    },
    {
      network: 'x',
      label: 'share_x',
      href: `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`,
      newTab: true,
    },
    {
      network: 'linkedin',
      label: 'share_linkedin',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
      newTab: true,
    },
    {
      network: 'whatsapp',
      label: 'share_whatsapp',
      href: `https://wa.me/?text=${enc(title ? `${title} ${url}` : url)}`,
      newTab: true,
    },
    // The mail program opens; no empty tab.
    { network: 'email', label: 'share_email', href: `mailto:?subject=${enc(title)}&body=${enc(url)}`, newTab: false },
  ]
}
