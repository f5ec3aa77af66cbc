// The shipped field groups are the schemas' own: regenerating gives the files in acf-json/ byte for byte, each file is
// a field group in ACF's local-JSON format, and every key is unique and derived from its field's path.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AcfFieldGroupJsonSchema, type AcfFieldJson } from './acf-format.ts'
import { ACF_JSON_DIR, buildGroup, generateFieldGroups, groupFileText } from './generate.ts'
import { acfKey } from './keys.ts'
import { UnmappableFieldError } from './map.ts'

const shipped = () =>
  new Map(
    readdirSync(ACF_JSON_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, readFileSync(join(ACF_JSON_DIR, f), 'utf8')]),
  )

function* allKeys(fields: AcfFieldJson[]): Generator<string> {
  for (const field of fields) {
    yield field.key
    yield* allKeys((field.sub_fields as AcfFieldJson[] | undefined) ?? [])
    for (const layout of Object.values(
      (field.layouts as Record<string, { key: string; sub_fields: AcfFieldJson[] }>) ?? {},
    )) {
      yield layout.key
      yield* allKeys(layout.sub_fields)
    }
  }
}

describe('the ACF field groups in acf-json/', () => {
  const generated = generateFieldGroups()

  it('are up to date with the schemas (npm run wordpress:fields writes them)', () => {
    const files = shipped()
    expect([...files.keys()].sort(), 'run npm run wordpress:fields').toEqual([...generated.keys()].sort())
    for (const [name, group] of generated)
      expect(files.get(name), `${name} (${group.title}) is out of date: run npm run wordpress:fields`).toBe(
        groupFileText(group),
      )
  })

  it('are field groups in ACF’s local-JSON format', () => {
    for (const [name, text] of shipped()) {
      const result = AcfFieldGroupJsonSchema.safeParse(JSON.parse(text))
      expect(result.success ? [] : result.error.issues.map((i) => `${name} ${i.path.join('.')}: ${i.message}`)).toEqual(
        [],
      )
      expect(name).toBe(`${(JSON.parse(text) as { key: string }).key}.json`)
    }
  })

  it('give every field and layout its own key, the same on every run', () => {
    const keys = [...generated.values()].flatMap((g) => [g.key, ...allKeys(g.fields)])
    expect(keys.length).toBeGreaterThan(900)
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    // A key is its path's hash: the article's reading time keeps this key whatever is added around it.
    const article = [...generated.values()].find((g) => g.title === 'Kennisbankartikel')
    expect(article?.fields.find((f) => f.name === 'reading_time')?.key).toBe(
      acfKey('field', 'extra_fields_article/reading_time'),
    )
    expect(acfKey('field', 'extra_fields_article/reading_time')).toBe('field_790767569ed67')
  })

  it('show a row only the columns its layout has ("1 kolom" hides columns 2 and 3)', () => {
    const blocks = [...generated.values()].find((g) => g.title === 'Inhoud: rijen en blokken')
    const rowFields = (blocks?.fields.find((f) => f.name === 'rows')?.sub_fields ?? []) as AcfFieldJson[]
    const layout = rowFields.find((f) => f.name === 'layout')
    const choices = (layout?.choices ?? {}) as Record<string, string>
    type Rule = { field: string; operator: '==' | '!='; value: string }
    // ACF's conditional logic: shown when every rule of any one group holds (0: always shown).
    const shown = (field: AcfFieldJson, value: string) =>
      field.conditional_logic === 0 ||
      (field.conditional_logic as Rule[][]).some((group) =>
        group.every((r) => r.field === layout?.key && (r.operator === '==') === (r.value === value)),
      )
    const columns = rowFields.filter((f) => f.type === 'flexible_content')
    const visible = Object.fromEntries(
      Object.entries(choices).map(([value, label]) => [
        label,
        columns.filter((c) => shown(c, value)).map((c) => c.label),
      ]),
    )
    expect(visible).toEqual({
      '1 kolom': ['Kolom 1'],
      '2 kolommen, rechts smal (8/4)': ['Kolom 1', 'Kolom 2'],
      '2 kolommen, links smal (4/8)': ['Kolom 1', 'Kolom 2'],
      '2 gelijke kolommen (6/6)': ['Kolom 1', 'Kolom 2'],
      '3 kolommen': ['Kolom 1', 'Kolom 2', 'Kolom 3'],
    })
  })

  it('refuse a schema field they cannot map, naming it', () => {
    const spec = {
      name: 'test',
      title: 'Test',
      root: 'article',
      schema: z.object({ weight: z.bigint() }),
      location: [[{ param: 'post_type' as const, operator: '==' as const, value: 'article' }]],
      menu_order: 0,
    }
    expect(() => buildGroup(spec)).toThrow(UnmappableFieldError)
    expect(() => buildGroup(spec)).toThrow('test: article.weight: no ACF field for a zod bigint')
  })
})
