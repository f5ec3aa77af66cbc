// npm run thesaurus:sync — the horse thesaurus (search/thesaurus/paard-nl.txt) as the default of the search synonyms:
// into the local CMS's bundled general settings (devcms/content/site/general-settings.json, `search_settings.synonyms`,
// one row per rule) and into the companion plugin, which seeds its "Synoniemen" field with it
// (wordpress/hoefslag-headless/includes/search-synonyms-default.txt). A test checks both are in step with the file.
import { readFileSync, writeFileSync } from 'node:fs'
import { THESAURUS_FILE, thesaurusDefaultRows } from '#search/thesaurus/index.ts'

export const SETTINGS_FILE = new URL('../devcms/content/site/general-settings.json', import.meta.url)
export const PLUGIN_DEFAULT_FILE = new URL(
  '../wordpress/hoefslag-headless/includes/search-synonyms-default.txt',
  import.meta.url,
)

const settings = JSON.parse(readFileSync(SETTINGS_FILE, 'utf8')) as { search_settings: { synonyms: unknown } }
settings.search_settings.synonyms = thesaurusDefaultRows()
writeFileSync(SETTINGS_FILE, `${JSON.stringify(settings, null, 2)}\n`)
writeFileSync(PLUGIN_DEFAULT_FILE, readFileSync(THESAURUS_FILE))
console.log(`${String(thesaurusDefaultRows().length)} thesaurus rules → general-settings.json and the plugin's default`)
