// @vitest-environment jsdom
// Post card (spec §3 Post card): the six layouts, the category label styles, the primary category's icon, the read
// label (reading time), the call to action (view_label) and the sponsor's label and colour.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PostCardView } from '#content/cards.ts'
import { POST_CARD_LAYOUTS, PostCard, type PostCardLayout } from './PostCard.tsx'
import styles from './PostCard.module.css'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: { read_more: 'Lees verder' } } } }),
}))
afterEach(cleanup)

const card: PostCardView = {
  id: 1001,
  type: 'article',
  link: '/kennisbank/koliek-herkennen/',
  title: 'Koliek herkennen',
  excerpt: 'Zo zie je dat je paard buikpijn heeft.',
  date: '2026-03-14T09:30:00',
  dateFormatted: '14 maart 2026',
  featuredImage: {
    src: '/wp-content/uploads/2026/05/koliek.jpg',
    src_set: '',
    sizes: '',
    alt: 'Een liggend paard',
    caption: '',
    width: 1600,
    height: 1067,
  },
  primaryCategory: { name: 'Koliek en spijsvertering', iconUrl: '/wp-content/uploads/2026/05/icon-koliek.svg' },
  categories: ['Koliek en spijsvertering'],
  author: 'Sanne de Vries',
  showAuthor: true,
  categoryLabel: 'Kennisbank',
  categoryLabelType: 'content_type',
  readingTime: 6,
}

const view = (layout: PostCardLayout, extra: Partial<PostCardView> = {}) => {
  const { container } = render(<PostCard card={{ ...card, ...extra }} layout={layout} />)
  return container.querySelector('article') as HTMLElement
}
const categoryIcon = (root: HTMLElement) => root.querySelector<HTMLImageElement>('img[src$="icon-koliek.svg"]')

// What each layout shows, besides the title link and the date every layout has.
const LAYOUTS: Record<PostCardLayout, { excerpt: boolean; byline: boolean; category: boolean; cta: boolean }> = {
  default: { excerpt: false, byline: true, category: true, cta: false },
  extended: { excerpt: true, byline: true, category: true, cta: true },
  compact: { excerpt: false, byline: false, category: false, cta: false },
  'compact-overlay': { excerpt: false, byline: false, category: true, cta: false },
  large: { excerpt: true, byline: true, category: true, cta: true },
  'large-image-right': { excerpt: true, byline: true, category: true, cta: true },
}

describe('post card layouts', () => {
  it('covers the six layouts of the spec', () => {
    expect([...POST_CARD_LAYOUTS].sort()).toEqual(Object.keys(LAYOUTS).sort())
  })

  it.each(POST_CARD_LAYOUTS)('%s: layout class, one link to the post, and what the layout shows', (layout) => {
    const root = view(layout)
    const shows = LAYOUTS[layout]
    expect(root.classList).toContain(styles[layout])
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Koliek herkennen' }).getAttribute('href')).toBe(
      '/kennisbank/koliek-herkennen/',
    )
    expect(root.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-14T09:30:00')
    expect(root.querySelector('time')?.textContent).toBe('14 maart 2026')
    expect(root.querySelector('img[src$="koliek.jpg"]')?.getAttribute('alt')).toBe('')
    expect(root.textContent?.includes('Zo zie je dat je paard buikpijn heeft.')).toBe(shows.excerpt)
    expect(root.textContent?.includes('Sanne de Vries')).toBe(shows.byline)
    expect(root.textContent?.includes('6 min leestijd')).toBe(shows.byline)
    expect(root.textContent?.includes('Koliek en spijsvertering')).toBe(shows.category)
    expect(Boolean(categoryIcon(root))).toBe(shows.category)
    expect(root.textContent?.includes('Lees verder')).toBe(shows.cta)
  })
})

describe('post card labels and sponsor', () => {
  it("gives the 'content_type' label the special style, a category label the plain one", () => {
    const contentType = view('default').querySelector(`.${styles.labelContentType}`)
    expect(contentType?.textContent).toBe('Kennisbank')
    cleanup()
    const root = view('default', { categoryLabel: 'Gebit', categoryLabelType: 'category' })
    expect(root.querySelector(`.${styles.labelContentType}`)).toBeNull()
    expect([...root.querySelectorAll(`.${styles.labelCategory}`)].map((l) => l.textContent)).toContain('Gebit')
  })

  it('shows the primary category icon beside its name, decorative (empty alt) and sized', () => {
    const icon = categoryIcon(view('extended'))
    expect(icon?.getAttribute('alt')).toBe('')
    expect(icon?.getAttribute('width')).toBe('16')
    expect(icon?.parentElement?.textContent).toBe('Koliek en spijsvertering')
    cleanup()
    const root = view('extended', { primaryCategory: { name: 'Gebit', iconUrl: '' } })
    expect(root.textContent).toContain('Gebit')
    expect(categoryIcon(root)).toBeNull()
  })

  it("uses the card type's view_label for the call to action, hidden from screen readers (the title is the link)", () => {
    const cta = view('large', { type: 'lesson' }).querySelector(`.${styles.cta}`)
    expect(cta?.textContent).toBe('Bekijk les')
    expect(cta?.getAttribute('aria-hidden')).toBe('true')
    expect(cta?.closest('a')).toBeNull()
    cleanup()
    expect(view('large', { type: 'event' }).querySelector(`.${styles.cta}`)?.textContent).toBe('Bekijk event')
    cleanup()
    // An article's call to action is the read_more translation (the CMS's "Lees verder" here).
    expect(view('large', { type: 'article' }).querySelector(`.${styles.cta}`)?.textContent).toBe('Lees verder')
  })

  it('leaves the read label out when the post has no reading time', () => {
    expect(view('extended', { readingTime: undefined }).textContent).not.toContain('leestijd')
  })

  it("shows the sponsor's label and colour, or 'Gesponsord' when the label is empty", () => {
    const root = view('default', { sponsor: { label: 'Mogelijk gemaakt door Stalwijzer', color: '#2E6E8E' } })
    expect(root.classList).toContain(styles.sponsored)
    expect(root.style.getPropertyValue('--sponsor-color')).toBe('#2E6E8E')
    expect(root.querySelector(`.${styles.sponsor}`)?.textContent).toBe('Mogelijk gemaakt door Stalwijzer')
    cleanup()
    const plain = view('default', { sponsor: { label: '', color: '' } })
    expect(plain.querySelector(`.${styles.sponsor}`)?.textContent).toBe('Gesponsord')
    expect(plain.style.getPropertyValue('--sponsor-color')).toBe('')
  })

  it('is not marked sponsored without a sponsor', () => {
    const root = view('default')
    expect(root.classList).not.toContain(styles.sponsored)
    expect(root.querySelector(`.${styles.sponsor}`)).toBeNull()
  })
})
