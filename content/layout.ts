// The layout's data, built once from the snapshot and shared by every page through Vike's globalContext.
import type { SiteStore } from '#pipeline/snapshot/store.ts'
import type { Image, Link, Menu } from '#lib/model/types.ts'
import { DEFAULT_TRANSLATIONS } from '#i18n-defaults'
import { parseSearchTips } from './search-tips.ts'

export type Notification = { text: string; link?: Link; icon: 'exclamation' | 'star'; backgroundColor: string }
export type FooterPartner = { id: number; name: string; logo?: Image; url: string; target: string }

/** The CMS translations worth sending with every page: keys the site uses, with a text other than the default. */
export function ownTranslations(cms: Record<string, string>): Record<string, string> {
  const defaults: Record<string, string> = DEFAULT_TRANSLATIONS
  return Object.fromEntries(
    Object.entries(cms).filter(([key, text]) => key in defaults && text && text !== defaults[key]),
  )
}

export type LayoutData = {
  menus: Record<string, Menu>
  /**
   * Every interface text the site uses: its Dutch default (lib/i18n/defaults.ts) or the CMS text that differs.
   * The browser bundle carries no defaults (`#i18n-defaults`, decision 021): this table is where it reads them.
   */
  translations: Record<string, string>
  notifications: Notification[]
  finderNotification?: Notification
  showFinderNotification: boolean
  leaderboard: { show: boolean; adId: string; adUnit: string; width: number; height: number }
  socialMedia: { url: string; medium: string }[]
  footerTitle: string
  newsletter: { title: string; text: string; formId: number; buttonLabel: string }
  footerPartners: {
    title: string
    text: string
    types: { id: number; name: string; partners: FooterPartner[] }[]
    partnersPageLink?: Link
  }
  copyrightWarningText: string
  search: {
    mostSearchedWords: string[]
    /** The no-results tips as plain texts (translation `search_tips`, parsed here: search-tips.ts). */
    tips: string[]
    explainer: { title: string; items: { icon: 'book' | 'bell' | 'home'; text: string }[] }
    filters: { key: string; label: string }[]
  }
  finderOverlay: { specialisationsIntroduction: string; recognitionsIntroduction: string }
}

const toNotification = (n: {
  notification: string
  notification_url?: { url: string; title: string; target: string } | undefined
  icon: 'exclamation' | 'star'
  background_color: string
}): Notification => ({
  text: n.notification,
  ...(n.notification_url ? { link: n.notification_url } : {}),
  icon: n.icon,
  backgroundColor: n.background_color,
})

export function buildLayoutData(s: SiteStore): LayoutData {
  const g = s.site('settings')
  const translations = { ...DEFAULT_TRANSLATIONS, ...ownTranslations(g.translations) }
  const partnerOf = (id: number): FooterPartner | undefined => {
    const p = s.entity('partners', id)
    if (!p || p.status !== 'publish') return undefined
    const url = p.hideDetailPage ? (p.externalLink?.url ?? p.website) : p.path
    const target = p.hideDetailPage ? '_blank' : ''
    return { id: p.id, name: p.title, ...(p.logo ? { logo: p.logo } : {}), url, target }
  }
  return {
    menus: s.site('menus'),
    translations,
    notifications: g.notifications.filter((n) => n.notification).map(toNotification),
    ...(g.finder_notification?.notification ? { finderNotification: toNotification(g.finder_notification) } : {}),
    showFinderNotification: g.show_finder_notification,
    leaderboard: {
      show: g.ads.leaderboard.show_ad,
      adId: g.ads.leaderboard.ad_id,
      adUnit: g.ads.leaderboard.ad_unit,
      width: g.ads.leaderboard.ad_size_width,
      height: g.ads.leaderboard.ad_size_height,
    },
    socialMedia: g.social_media.map((m) => ({ url: m.url, medium: m.social_medium })),
    footerTitle: g.footer.title,
    newsletter: {
      title: g.newsletter_subscribe_form.title,
      text: g.newsletter_subscribe_form.text,
      formId: g.newsletter_subscribe_form.form_id,
      buttonLabel: g.newsletter_subscribe_form.button_label,
    },
    footerPartners: {
      title: g.footer_partners.title,
      text: g.footer_partners.text,
      types: g.footer_partners.partner_types.flatMap((id) => {
        const term = s.entity('terms', id)
        if (!term) return []
        const partners = s.list(['partnersByType', id]).flatMap((pid) => partnerOf(pid) ?? [])
        return partners.length ? [{ id, name: term.name, partners }] : []
      }),
      ...(g.footer_partners.partners_page_link ? { partnersPageLink: g.footer_partners.partners_page_link } : {}),
    },
    copyrightWarningText: g.copywrite_warning_text,
    search: {
      mostSearchedWords: g.search_settings.most_searched_words.map((w) => w.word),
      tips: parseSearchTips(translations.search_tips),
      explainer: { title: g.search_settings.search_explainer.title, items: g.search_settings.search_explainer.list },
      filters: g.search_settings.filters,
    },
    finderOverlay: {
      specialisationsIntroduction: g.finder_overlay_settings.official_specializations_introduction_text,
      recognitionsIntroduction: g.finder_overlay_settings.recognitions_introduction_text,
    },
  }
}
