// The bundled content set could have been made with the generated editing screens: every value of every object fits
// the field that edits it (its type, its choices, required fields filled, no key without a field).
import { describe, expect, it } from 'vitest'
import { AcfValues } from './acf-values.ts'
import { contentFields, groupsByName, mediaByUrl } from './content-set.ts'

describe('the bundled content through the generated field groups', () => {
  const groups = groupsByName()
  const objects = contentFields()

  it('covers every kind of object the site reads', () => {
    const kinds = new Set(objects.map((o) => o.group))
    expect([...kinds].sort()).toEqual([...groups.keys()].sort())
  })

  it('finds no value that does not fit its field', () => {
    const values = new AcfValues(mediaByUrl())
    for (const object of objects) {
      const group = groups.get(object.group)
      if (!group) throw new Error(`no group ${object.group}`)
      values.fields(group.fields, object.value, `${object.where} ${object.group}`)
    }
    expect(values.problems).toEqual([])
  })

  it('names the value that does not fit (a choice that is not offered, a key without a field)', () => {
    const values = new AcfValues()
    const group = groups.get('extra_fields_article')
    if (!group) throw new Error('no article group')
    values.fields(group.fields, { banner: { template: 'template-onbekend' }, colour: 'rood' }, 'article')
    expect(values.problems).toEqual([
      'article.colour: no editing field for this key',
      'article.banner.template: "template-onbekend" is not one of default, template-rubriek',
    ])
  })
})
