// The horse thesaurus (paard-nl.txt, decision 062) as synonym rows: the default of the general settings' search
// synonyms, which the local CMS serves (devcms/content/site/general-settings.json, kept equal by
// `npm run thesaurus:sync`) and the companion plugin seeds its field with.
import { readFileSync } from 'node:fs'
import { thesaurusRows, type SynonymRow } from '../synonyms.ts'

export const THESAURUS_FILE = new URL('./paard-nl.txt', import.meta.url)

/** The thesaurus's rules as the rows of the general settings' `search_settings.synonyms`. */
export const thesaurusDefaultRows = (): SynonymRow[] => thesaurusRows(readFileSync(THESAURUS_FILE, 'utf8'))
