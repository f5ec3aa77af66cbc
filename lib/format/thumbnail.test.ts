import { describe, expect, it } from 'vitest'
import { thumbnail } from './thumbnail.ts'

const photo = {
  src: '/u/a.jpg',
  src_set: '/u/a-150x150.jpg 150w, /u/a-768x768.jpg 768w, /u/a-300x300.jpg 300w, /u/a.jpg 800w',
  sizes: '(max-width: 800px) 100vw, 800px',
  alt: 'Portret',
  caption: 'Onderschrift',
  width: 800,
  height: 800,
}

describe('thumbnail', () => {
  it('takes the smallest size at least as wide as the slot, keeping alt and aspect ratio', () => {
    expect(thumbnail(photo, 144)).toEqual({
      src: '/u/a-150x150.jpg',
      src_set: '',
      sizes: '',
      alt: 'Portret',
      caption: '',
      width: 150,
      height: 150,
    })
    expect(thumbnail(photo, 400).src).toBe('/u/a-768x768.jpg')
  })

  it('falls back to the largest size, or the image itself without a srcset', () => {
    expect(thumbnail(photo, 2000).src).toBe('/u/a.jpg')
    expect(thumbnail({ ...photo, src_set: '' }, 100)).toMatchObject({ src: '/u/a.jpg', src_set: '', width: 800 })
  })
})
