// Store helpers: site-local dates (DST), Dutch date format, plain text from HTML, srcset by WordPress's ratio rule.
import { describe, expect, it } from 'vitest'
import { dateFormattedNl, localToGmt, paramToLocal } from './dates.ts'
import { imageFields, type ImageEntry } from './media.ts'
import { plainText } from './text.ts'

describe('dates', () => {
  it('converts Amsterdam local time to GMT across daylight saving time', () => {
    expect(localToGmt('2026-01-15T12:00:00')).toBe('2026-01-15T11:00:00')
    expect(localToGmt('2026-07-15T12:00:00')).toBe('2026-07-15T10:00:00')
    expect(paramToLocal('2026-07-15T10:00:00Z')).toBe('2026-07-15T12:00:00')
    expect(paramToLocal('2026-07-15 09:30')).toBe('2026-07-15T09:30:00')
    expect(paramToLocal('morgen')).toBeUndefined()
  })

  it('formats dates the Dutch way', () => {
    expect(dateFormattedNl('2026-03-14T09:30:00')).toBe('14 maart 2026')
    expect(dateFormattedNl('2025-12-01T00:00:00')).toBe('1 december 2025')
  })
})

describe('plainText', () => {
  it('strips tags and decodes entities', () => {
    expect(plainText('<p>Hoef&amp;been &#8211; <strong>koliek</strong>&nbsp;&hellip;</p>\n')).toBe(
      'Hoef&been – koliek …',
    )
    expect(plainText('Wat is <em>droes</em>?<br>Lees<p>verder</p>')).toBe('Wat is droes? Lees verder')
  })
})

describe('imageFields', () => {
  const entry: ImageEntry = {
    id: 105,
    post: 0,
    slug: 'x',
    file: '2026/05/x.jpg',
    mime_type: 'image/jpeg',
    width: 1600,
    height: 1067,
    alt: 'x',
    caption: '',
    title: 'x',
    sizes: {
      medium: { file: 'x-300x200.jpg', width: 300, height: 200 },
      large: { file: 'x-1024x683.jpg', width: 1024, height: 683 },
      thumbnail: { file: 'x-150x150.jpg', width: 150, height: 150 },
    },
  }
  it('lists sizes of the same ratio (give or take a pixel), narrowest first, and skips crops', () => {
    expect(imageFields(entry, 'http://cms').src_set).toBe(
      'http://cms/wp-content/uploads/2026/05/x-300x200.jpg 300w, http://cms/wp-content/uploads/2026/05/x-1024x683.jpg 1024w, http://cms/wp-content/uploads/2026/05/x.jpg 1600w',
    )
  })
})
