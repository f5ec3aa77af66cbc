// Which autosave "Preview changes" shows, and what it replaces: the editor's own, never a stale one or one of another
// item; title, content, excerpt and the field data, nothing else.
import { describe, expect, it } from 'vitest'
import { pickAutosave, tokenUserId, withAutosave } from './autosave.ts'

const item = {
  id: 7,
  type: 'article',
  slug: 'x',
  modified_gmt: '2026-11-01T10:00:00',
  title: { rendered: 'Gepubliceerd' },
  content: { rendered: '<p>Oud</p>', protected: false },
  extra_fields: { reading_time: 5 },
}
const autosave = (over: Record<string, unknown>) => ({
  id: 100,
  parent: 7,
  author: 1,
  modified_gmt: '2026-11-02T10:00:00',
  title: { rendered: 'Bewerkt' },
  ...over,
})

describe('pickAutosave', () => {
  it("takes the editor's own autosave over a newer one of a colleague", () => {
    const mine = autosave({ id: 101, author: 3, modified_gmt: '2026-11-02T09:00:00' })
    const theirs = autosave({ id: 102, author: 4, modified_gmt: '2026-11-02T11:00:00' })
    expect(pickAutosave(item, [theirs, mine], 3)?.id).toBe(101)
    expect(pickAutosave(item, [mine, theirs])?.id).toBe(102)
  })

  it('skips an autosave older than the item (an Update outdated it) and one of another item', () => {
    expect(pickAutosave(item, [autosave({ modified_gmt: '2026-10-01T00:00:00' })])).toBeUndefined()
    expect(pickAutosave(item, [autosave({ parent: 8 })])).toBeUndefined()
    expect(pickAutosave(item, { not: 'a list' })).toBeUndefined()
  })
})

describe('withAutosave', () => {
  it('replaces title, content, excerpt and the field data, and keeps everything else', () => {
    const merged = withAutosave(
      item,
      pickAutosave(item, [autosave({ content: { rendered: '<p>Nieuw</p>' }, extra_fields: { reading_time: 9 } })]),
    )
    expect(merged).toMatchObject({
      id: 7,
      slug: 'x',
      title: { rendered: 'Bewerkt' },
      content: { rendered: '<p>Nieuw</p>', protected: false },
      extra_fields: { reading_time: 9 },
    })
  })

  it("names the item's own breadcrumb by the autosave's title; the linked crumbs before it stay", () => {
    const crumbs = [
      { '@type': 'ListItem', position: 2, name: 'Kennisbank', item: 'https://cms.test/kennisbank/' },
      { '@type': 'ListItem', position: 3, name: 'Gepubliceerd' },
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://cms.test/' },
    ]
    const head = {
      title: 'Gepubliceerd',
      schema: { '@graph': [{ '@type': 'BreadcrumbList', itemListElement: crumbs }] },
    }
    const merged = withAutosave({ ...item, yoast_head_json: head }, pickAutosave(item, [autosave({})]))
    expect(merged).toMatchObject({
      yoast_head_json: {
        schema: {
          '@graph': [
            {
              itemListElement: [
                { name: 'Kennisbank', item: 'https://cms.test/kennisbank/' },
                { name: 'Bewerkt' },
                { name: 'Home' },
              ],
            },
          ],
        },
      },
    })
    // A trail whose last crumb links elsewhere (no crumb of the item itself) is left alone; no head, none added.
    const linked = { schema: { '@graph': [{ '@type': 'BreadcrumbList', itemListElement: crumbs.slice(0, 1) }] } }
    expect(withAutosave({ ...item, yoast_head_json: linked }, autosave({}))).toMatchObject({ yoast_head_json: linked })
    expect(withAutosave(item, autosave({}))).not.toHaveProperty('yoast_head_json')
  })

  it('leaves the item as it is without an autosave', () => {
    expect(withAutosave(item, undefined)).toBe(item)
  })
})

it("reads the editor's id from the JWT plugin's token, and nothing from garbage", () => {
  const payload = Buffer.from(JSON.stringify({ data: { user: { id: '12' } } })).toString('base64url')
  expect(tokenUserId(`h.${payload}.s`)).toBe(12)
  expect(tokenUserId('not-a-token')).toBeUndefined()
})
