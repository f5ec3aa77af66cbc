// What each of a block's fields is, by its declaration (blocks/<layout>/schema.ts `fields`): the search index reads
// a block's text through this (search/text.ts), so that search needs no list of key names of its own.
import type { FieldKind, FieldKinds } from '#blocks/define.ts'
import { BLOCK_FIELDS } from '#blocks/definitions.ts'

export type { FieldKind, FieldKinds }

/** The kinds of a block's fields by its layout: its title a heading, then what its declaration says. A layout this
 *  build does not know (an older or newer snapshot) has its title only. */
export const blockFieldKinds = (layout: string): FieldKinds => ({ title: 'heading', ...BLOCK_FIELDS[layout] })
