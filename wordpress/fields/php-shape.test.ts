// The plugin's ACF path, as far as this machine allows (ACF and SCF cannot be installed here): each object of the
// bundled content is turned into the values ACF documents for each generated field (acf-values.ts), those run through
// the plugin's own hoefslag_acf_fields()/hoefslag_acf_shape() in PHP (php/harness.php), and what PHP answers must
// parse with the pipeline's schemas to exactly what the content itself parses to.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { WpContentBlockRowsSchema } from '#pipeline/schemas/wp/blocks.ts'
import { WpGeneralSettingsSchema } from '#pipeline/schemas/wp/site.ts'
import { WpTermSchema, WpUserSchema } from '#pipeline/schemas/wp/terms.ts'
import { RawBlockSchema } from '#blocks/definitions.ts'
import { isRecord } from '#lib/is-record.ts'
import { AcfValues } from './acf-values.ts'
import { contentFields, groupsByName, mediaByUrl, type ContentFields } from './content-set.ts'
import { POST_TYPE_GROUPS } from './groups.ts'
import { runPhp } from './php/run-php.ts'

type Obj = Record<string, unknown>
const HARNESS = 'wordpress/fields/php/harness.php'

/** The harness's stand-ins for the attachment and Gravity Forms lookups (php/harness.php), in TypeScript. */
const stubImage = (id: number) => ({
  id,
  src: `/wp-content/uploads/media-${String(id)}.jpg`,
  src_set: '',
  sizes: '',
  alt: `Afbeelding ${String(id)}`,
  caption: '',
  width: 800,
  height: 600,
})
const stubForm = (id: number) => ({
  id,
  title: `Formulier ${String(id)}`,
  description: '',
  fields: [{ id: 1, type: 'text', label: 'Naam', isRequired: true }],
  button: { text: 'Verstuur' },
  confirmation_message: 'Bedankt',
})

/** The content as WordPress would answer it with those stand-ins: media expanded, forms added. */
function expand(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expand)
  if (!isRecord(value)) return value
  if (typeof value.$media === 'number') return stubImage(value.$media)
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v)]))
  if (out.acf_fc_layout === 'gravity_form') out.form = stubForm(Number(out.form_id))
  return out
}
/** A speaker's portrait is HTML made by WordPress: compared as "an <img> is there". */
function portraits(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(portraits)
  if (!isRecord(value)) return value
  if (Object.keys(value).join() === 'html' && typeof value.html === 'string')
    return { html: /^<img /.test(value.html) ? '<img>' : value.html }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, portraits(v)]))
}

const schemaOf = (group: string): z.ZodType | undefined => {
  if (group === 'term') return WpTermSchema.shape.extra_fields
  if (group === 'user') return WpUserSchema.shape.extra_fields
  if (group === 'general_settings')
    return WpGeneralSettingsSchema.omit({ translations: true }).extend({
      translations: WpGeneralSettingsSchema.shape.translations,
    })
  const type = POST_TYPE_GROUPS.find((p) => `extra_fields_${p.type}` === group)
  return type ? (type.schema.shape.extra_fields as z.ZodType) : undefined
}

/**
 * What the site reads alike, made alike: a banner or sponsor that is off is no banner or sponsor
 * (pipeline/normalize/common.ts: ACF always has the group, its switch off, where the content may say `false`), and a
 * table-of-contents entry's empty `children` none (pipeline/normalize/blocks.ts: ACF's empty repeater is a list).
 */
function switchedOff(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(switchedOff)
  if (!isRecord(value)) return value
  const out: Obj = {}
  for (const [k, v] of Object.entries(value)) {
    const off =
      (k === 'banner' && isRecord(v) && v.show_banner === false) ||
      (k === 'sponsor' && isRecord(v) && v.show_sponsored === false)
    const none = k === 'children' && Array.isArray(v) && v.length === 0
    out[k] = off || none ? undefined : switchedOff(v)
  }
  return out
}

/** What the site makes of a section: its schema's parse, each block of the rows parsed too. */
function parsed(object: ContentFields, value: unknown): unknown {
  if (object.group === 'content_blocks') {
    const rows = WpContentBlockRowsSchema.parse(value)
    return switchedOff({
      ...rows,
      rows: rows.rows.map((row) => ({
        ...row,
        ...Object.fromEntries(
          ['content_blocks_column_1', 'content_blocks_column_2', 'content_blocks_column_3'].map((c) => [
            c,
            (row[c as 'content_blocks_column_1'] as unknown[]).map((b) => RawBlockSchema.parse(b)),
          ]),
        ),
      })),
    })
  }
  const schema = schemaOf(object.group)
  if (!schema) throw new Error(`no schema for ${object.group}`)
  return switchedOff(portraits(schema.parse(value) as Obj))
}

/** Where two parsed values first differ, as "path: PHP … / content …"; undefined when they are the same. */
function difference(php: unknown, content: unknown, path = ''): string | undefined {
  if (isRecord(php) && isRecord(content)) {
    for (const key of new Set([...Object.keys(php), ...Object.keys(content)])) {
      const d = difference(php[key], content[key], `${path}.${key}`)
      if (d) return d
    }
    return undefined
  }
  if (Array.isArray(php) && Array.isArray(content) && php.length === content.length) {
    for (const [i, v] of php.entries()) {
      const d = difference(v, content[i], `${path}[${String(i)}]`)
      if (d) return d
    }
    return undefined
  }
  return JSON.stringify(php) === JSON.stringify(content)
    ? undefined
    : `${path}: PHP ${JSON.stringify(php)} / content ${JSON.stringify(content)}`
}

describe('hoefslag_acf_shape with the values ACF gives for each field type', () => {
  const groups = groupsByName()
  // Menu items are read with get_field() one by one (routes-menus.php), not through hoefslag_acf_shape.
  const objects = contentFields().filter((o) => o.group !== 'menu_item')
  const values = new AcfValues(mediaByUrl())
  const cases = objects.map((object) => {
    const group = groups.get(object.group)
    if (!group) throw new Error(`no group ${object.group}`)
    const formatted = values.fields(group.fields, object.value, object.where)
    return {
      id: object.where,
      section: object.group === 'content_blocks' ? 'content_block_rows' : 'extra_fields',
      objects: Object.fromEntries(group.fields.map((f) => [f.name, { ...f, value: formatted[f.name] ?? null }])),
    }
  })
  const shaped = JSON.parse(runPhp([HARNESS], JSON.stringify(cases))) as unknown[]

  it('answers every object of the content set', () => {
    expect(shaped).toHaveLength(objects.length)
    expect(objects.length).toBeGreaterThan(150)
  })

  it('answers what the pipeline reads as the content itself', () => {
    const differences = objects.flatMap((object, i) => {
      const d = difference(parsed(object, shaped[i]), parsed(object, expand(object.value)))
      return d ? [`${object.where} ${object.group}${d}`] : []
    })
    expect(differences).toEqual([])
  })
})
