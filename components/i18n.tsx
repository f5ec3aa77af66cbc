// Interface texts: general_settings.translations from the CMS, with Dutch defaults for every key the site uses.
import { usePageContext } from 'vike-react/usePageContext'

export const DEFAULT_TRANSLATIONS = {
  search_placeholder: 'Zoek in de kennisbank, nieuws en meer',
  search: 'Zoeken',
  read_more: 'Lees meer',
  read_less: 'Lees minder',
  view_all: 'Bekijk alles',
  view_all_results: 'Bekijk alle zoekresultaten',
  back: 'Terug',
  home: 'Naar de homepage',
  logout: 'Uitloggen',
  login: 'Inloggen',
  close: 'Sluiten',
  menu: 'Menu',
  table_of_contents: 'Inhoudsopgave',
  share: 'Delen',
  bookmark: 'Bladwijzer',
  previous: 'Vorige',
  next: 'Volgende',
  page: 'Pagina',
  category_knowledge_base: 'Kennisbank',
  sponsored: 'Gesponsord',
  author: 'Auteur',
  authors: 'Auteurs',
  events_upcoming: 'Komende evenementen',
  events_past: 'Afgelopen evenementen',
  not_found_title: 'Deze pagina kon niet worden gevonden',
  server_error_title: 'Er is iets misgegaan',
  error_page_failed: 'Er is een fout opgetreden bij het tonen van de foutpagina',
  breadcrumbs: 'Kruimelpad',
  skip_to_content: 'Naar de inhoud',
  newsletter_email: 'Je e-mailadres',
  newsletter_subscribe: 'Aanmelden',
  partners: 'Partners',
  reading_time: '{minutes} min leestijd',
  no_items: 'Er zijn (nog) geen items.',
} as const
export type TranslationKey = keyof typeof DEFAULT_TRANSLATIONS

export function translate(translations: Record<string, string> | undefined, key: TranslationKey, vars: Record<string, string | number> = {}): string {
  const text = translations?.[key] || DEFAULT_TRANSLATIONS[key]
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
}

/** `t('read_more')` in components: the CMS text when set, else the Dutch default. */
export function useT() {
  const pageContext = usePageContext()
  const translations = pageContext.globalContext.layout?.translations
  return (key: TranslationKey, vars?: Record<string, string | number>) => translate(translations, key, vars)
}
