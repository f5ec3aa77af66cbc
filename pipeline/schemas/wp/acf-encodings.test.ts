// What a real ACF (PHP) sends at the schema boundary: coerced where the meaning is clear, refused naming the field where not.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { acfBoolean, acfDateTime, acfGroup, acfList, acfNumber, acfTime, optionalAcf } from './common.ts'
import { WpArticleSchema, WpEventSchema, WpGeneralSettingsSchema } from './index.ts'
import { wpArticle, wpEvent } from './test-payloads.ts'

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('ACF encodings', () => {
  it('true/false fields: true/false, 1/0, "1"/"0"; never saved is the default; anything else is refused', () => {
    const flag = acfBoolean()
    expect([true, 1, '1', false, 0, '0', '', null, undefined].map((v) => flag.parse(v))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(acfBoolean(true).parse(undefined)).toBe(true)
    expect(flag.safeParse('ja').success).toBe(false)
  })

  it('number fields: numeric strings become numbers, "" is absent, words are refused', () => {
    const count = acfNumber(z.number().int().positive().optional())
    expect([4, '4', ' 12 ', '', null].map((v) => count.parse(v))).toEqual([4, 4, 12, undefined, undefined])
    expect(acfNumber(z.number().default(728)).parse('')).toBe(728)
    expect(count.safeParse('vier').success).toBe(false)
  })

  it('empty groups and repeaters: [] and false are empty, never an error', () => {
    const group = acfGroup(z.object({ title: z.string().default('') }))
    expect([[], false, null, undefined, { title: 'x' }].map((v) => group.parse(v))).toEqual([
      { title: '' },
      { title: '' },
      { title: '' },
      { title: '' },
      { title: 'x' },
    ])
    const list = acfList(z.number())
    expect([false, '', null, undefined, [1]].map((v) => list.parse(v))).toEqual([[], [], [], [], [1]])
    expect(optionalAcf(z.object({ a: z.string() })).parse([])).toBeUndefined()
  })

  it("date-time picker: Y-m-d H:i:s, ISO and ACF's default d/m/Y g:i a; an impossible or other format is refused", () => {
    const when = acfDateTime()
    expect(when.parse('2027-03-14 21:30:00')).toBe('2027-03-14T21:30:00')
    expect(when.parse('2027-03-14T09:05:00')).toBe('2027-03-14T09:05:00')
    expect(when.parse('14/03/2027 9:30 pm')).toBe('2027-03-14T21:30:00')
    expect(when.parse('01/04/2027 12:00 am')).toBe('2027-04-01T00:00:00')
    expect(issues(when, '31/02/2027 9:30 am')).toEqual([
      ': expected a date-time as Y-m-d H:i:s or d/m/Y g:i a, got "31/02/2027 9:30 am"',
    ])
    expect(when.safeParse('March 14, 2027 9:30 pm').success).toBe(false)
    expect(acfTime().parse('9:30 am')).toBe('09:30')
    expect(acfTime().parse('13:45:00')).toBe('13:45')
  })

  it('a whole article, event and settings object as real ACF sends them', () => {
    const article = WpArticleSchema.parse(
      wpArticle({
        extra_fields: {
          banner: false,
          sponsor: [],
          authors: false,
          show_author: '0',
          reading_time: '7',
          primary_category: '201',
          primary_knowledge_base_category: '',
        },
        content_block_rows: { rows: [], toc: [], social_share: 1 },
      }),
    )
    expect(article.extra_fields).toMatchObject({
      show_author: false,
      reading_time: 7,
      primary_category: 201,
      authors: [],
    })
    expect(article.extra_fields.sponsor).toBeUndefined()
    expect(article.content_block_rows).toMatchObject({ toc: { enabled: false, items: [] }, social_share: true })

    const event = wpEvent()
    const extra = {
      ...(event.extra_fields as Record<string, unknown>),
      start_date: '14/03/2027 9:30 am',
      end_date: '2027-03-14 17:00:00',
      timetable: false,
      speakers: [],
    }
    const parsed = WpEventSchema.parse({ ...event, extra_fields: extra })
    expect(parsed.extra_fields).toMatchObject({
      start_date: '2027-03-14T09:30:00',
      end_date: '2027-03-14T17:00:00',
      timetable: [],
      speakers: [],
    })
    expect(issues(WpEventSchema, { ...event, extra_fields: { ...extra, start_date: '2027-14-03 09:30' } })).toEqual([
      'extra_fields.start_date: expected a date-time as Y-m-d H:i:s or d/m/Y g:i a, got "2027-14-03 09:30"',
    ])

    const settings = WpGeneralSettingsSchema.safeParse({
      translations: {},
      footer: [],
      notifications: false,
      ads: { leaderboard: { show_ad: '1', ad_size_width: '728', ad_size_height: '90' } },
      finder_overlay_settings: [],
      newsletter_subscribe_form: { form_id: '7' },
      search_settings: { search_explainer: false },
      footer_partners: [],
    })
    expect(settings.error?.issues ?? []).toEqual([])
    expect(settings.data?.ads.leaderboard).toMatchObject({ show_ad: true, ad_size_width: 728, ad_size_height: 90 })
  })
})
