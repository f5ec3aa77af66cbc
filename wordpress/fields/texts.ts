// The editor's words: Dutch labels by field name (or by the end of its path, which wins), short instructions, the
// choices' labels and the blocks' names. A field without a label is an error naming it, so a new field cannot ship
// with an English key as its label.
import { BLOCK_FIELD_LABELS, BLOCK_LABELS } from '#blocks/definitions.ts'
import { UNLABELLED } from './texts-missing.ts'
import { LABELS as SHARED_LABELS } from './texts-labels.ts'

/**
 * The labels by field name: the shared ones (texts-labels.ts) and those a block declares for its own fields
 * (`labels` in blocks/<layout>/schema.ts). A name is one field to an editor, so it has one label: a block labelling a
 * name otherwise than texts-labels.ts or another block does is an error naming both.
 */
export function mergeLabels(
  shared: Readonly<Record<string, string>>,
  blocks: readonly { layout: string; labels: Readonly<Record<string, string>> }[],
): Record<string, string> {
  const labels: Record<string, string> = { ...shared }
  const from: Record<string, string> = Object.fromEntries(
    Object.keys(shared).map((n) => [n, 'wordpress/fields/texts-labels.ts']),
  )
  for (const { layout, labels: own } of blocks)
    for (const [name, label] of Object.entries(own)) {
      const here = `blocks/${layout}/schema.ts`
      const before = labels[name]
      if (before !== undefined && before !== label)
        throw new Error(
          `field "${name}" has two labels: "${label}" in ${here} and "${before}" in ${from[name] ?? '?'}; a field name has one label, keep one`,
        )
      labels[name] = label
      from[name] ??= here
    }
  return labels
}

const LABELS = mergeLabels(SHARED_LABELS, BLOCK_FIELD_LABELS)

export const INSTRUCTIONS: Record<string, string> = {
  anchor: 'Zonder #; de inhoudsopgave en links naar #anker gebruiken dit.',
  is_v1_cb: 'Alleen voor blokken uit de oude site.',
  content_blocks_column_1: 'Blokken in de eerste kolom.',
  custom_background_color: 'Alleen als “Eigen achtergrondkleur” aan staat, bv. #f5f1e8.',
  background_color: 'Naam van een kleur uit het palet, of leeg.',
  x: '0 = links, 100 = rechts.',
  y: '0 = boven, 100 = onder.',
  'toc.items': 'Items linken naar een anker (#anker) op de pagina.',
  authors: 'Kies per auteur een gebruiker of een gastauteur.',
  author: 'Kies een gebruiker of een gastauteur.',
  translations: 'Sleutel en tekst, bv. search = Zoeken.',
  synonyms:
    'Standaard de paardenthesaurus (lekentaal en vaktaal); pas rijen aan, verwijder of voeg toe. Een rij die niet klopt of waarvan geen woord op de site staat, meldt het buildrapport. Werkt na de volgende build.',
  'synonyms.words':
    'Eén regel per rij. Woorden die hetzelfde betekenen, met komma’s: wormkuur, ontworming. Eén richting met =>: mank, kreupel => kreupelheid (links vindt ook rechts, niet andersom).',
  curations:
    'Deze pagina staat bovenaan bij deze zoekvraag (na de volgende build). Ook te zetten vanuit Zoekinzichten.',
  'curations.query': 'De zoekvraag zoals bezoekers die typen; hoofdletters en accenten maken niet uit.',
  'mailblue_form.form_id': 'Standaard 7.',
  'gravity_form.form_id': 'Het ID van het Gravity Forms-formulier.',
  scripts: 'URL’s van scripts die de interactieve afbeelding laadt.',
  styles: 'URL’s van stylesheets die de interactieve afbeelding laadt.',
  clinics: 'Minstens één kliniek.',
  'address.postcode': 'Zoals 1234 AB.',
  lat: 'Tussen 50,5 en 53,7 (Nederland).',
  lng: 'Tussen 3,2 en 7,3 (Nederland).',
  expertises: 'Alleen bij finder-issues: de termen waar dit issue naar verwijst.',
  hide_detail_page: 'De partner krijgt geen eigen pagina op de site.',
  primary_category: 'De categorie op kaarten en in de broodkruimels.',
  video_oembed: 'Bij soort “url”.',
  questions: 'Worden alleen getoond als “Vragen tonen” aan staat.',
}
export const CHOICES: Record<string, string> = {
  h1: 'H1',
  h2: 'H2',
  h3: 'H3',
  h4: 'H4',
  h5: 'H5',
  h6: 'H6',
  default: 'Standaard',
  highlight: 'Opvallend',
  extended: 'Uitgebreid',
  compact: 'Compact',
  left: 'Links',
  right: 'Rechts',
  url: 'URL (YouTube/Vimeo)',
  quadia: 'Quadia',
  iframe: 'Iframe',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  user: 'Gebruiker',
  guest_author: 'Gastauteur',
  'template-rubriek': 'Rubriek',
  light: 'Licht',
  dark: 'Donker',
  exclamation: 'Uitroepteken',
  star: 'Ster',
  book: 'Boek',
  bell: 'Bel',
  home: 'Huis',
  dropdown_default: 'Standaard',
  dropdown_social_media: 'Sociale media',
  dropdown_knowledge_base: 'Kennisbank',
  '1_column': '1 kolom',
  '2_columns_right_small': '2 kolommen, rechts smal (8/4)',
  '2_columns_left_small': '2 kolommen, links smal (4/8)',
  '2_columns_even': '2 gelijke kolommen (6/6)',
  '3_columns': '3 kolommen',
}
/** The blocks' names in wp-admin: each block's `label` (blocks/<layout>/schema.ts). */
export const LAYOUTS: Record<string, string> = BLOCK_LABELS

const byEnd = <T>(table: Record<string, T>, names: string[]): T | undefined => {
  for (let start = 0; start < names.length; start++) {
    const hit = table[names.slice(start).join('.')]
    if (hit !== undefined) return hit
  }
  return undefined
}

export function labelFor(names: string[]): string {
  const label = byEnd(LABELS, names)
  if (label === undefined) UNLABELLED.add(names.join('.'))
  return label ?? names[names.length - 1] ?? '?'
}
export const instructionFor = (names: string[]): string => byEnd(INSTRUCTIONS, names) ?? ''
export const choiceLabel = (value: string): string => CHOICES[value] ?? value
export function layoutLabel(layout: string): string {
  const label = LAYOUTS[layout]
  if (label === undefined) UNLABELLED.add(`layout ${layout}`)
  return label ?? layout
}
