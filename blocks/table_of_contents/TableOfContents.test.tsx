// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { BlockOf } from '../block-props.ts'
import { TableOfContents } from './TableOfContents.tsx'

const translations: Record<string, string> = {}
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations } } }),
}))

const refs = { posts: {}, partners: {}, authors: {} }
const block: BlockOf<'table_of_contents'> = {
  type: 'table_of_contents',
  anchor: 'inhoud',
  title: 'In dit overzicht',
  headingLevel: 3,
  legacyStyle: true,
  items: [
    {
      title: 'Tekst en beeld',
      anchor: 'tekst-en-beeld',
      children: [
        {
          title: 'Tekstkolom',
          anchor: '#tekstkolom',
          children: [
            { title: 'Eerste hulp', anchor: 'eerste-hulp', children: [{ title: 'Te diep', anchor: 'te-diep' }] },
          ],
        },
      ],
    },
    { title: 'Formulieren', anchor: 'formulieren' },
  ],
}
const html = (b: BlockOf<'table_of_contents'>) => renderToString(<TableOfContents block={b} refs={refs} />)
const doc = (b: BlockOf<'table_of_contents'>) => new DOMParser().parseFromString(html(b), 'text/html')

describe('table_of_contents block', () => {
  it('is a navigation labelled by its title, with the anchor, heading size and v1 class', () => {
    const d = doc(block)
    const nav = d.querySelector('nav')!
    expect(nav.id).toBe('inhoud')
    expect(nav.classList.contains('cb-v1')).toBe(true)
    const heading = d.querySelector('h3')!
    expect(heading.textContent).toBe('In dit overzicht')
    expect(nav.getAttribute('aria-labelledby')).toBe(heading.id)
  })

  it('links every entry to its #anchor in nested lists, three levels deep at most', () => {
    const d = doc(block)
    const links = [...d.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Tekst en beeld', '#tekst-en-beeld'],
      ['Tekstkolom', '#tekstkolom'],
      ['Eerste hulp', '#eerste-hulp'],
      ['Formulieren', '#formulieren'],
    ])
    expect(d.querySelectorAll('nav > ol > li > ol > li > ol > li > a').length).toBe(1)
  })

  it('without a title uses the translation, by default Inhoudsopgave', () => {
    expect(html({ ...block, title: '' })).toMatch(/<h3[^>]*>Inhoudsopgave<\/h3>/)
    translations.table_of_contents = 'Op deze pagina'
    expect(html({ ...block, title: '' })).toMatch(/<h3[^>]*>Op deze pagina<\/h3>/)
    delete translations.table_of_contents
  })
})
