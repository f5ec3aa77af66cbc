// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockFixture, EMPTY_REFS } from '../block-fixture.ts'
import { Questions } from './Questions.tsx'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ globalContext: { layout: { translations: {} } } }),
}))

const questions = [
  { title: 'Hoe vaak naar de hoefsmid?', content: '<p>Elke zes tot acht weken.</p>', anchor: 'hoefsmid' },
  {
    name: 'Kan mijn paard zonder ijzers?',
    content: '<p>Vaak wel, <a href="/kennisbank/">lees meer</a> </script>.</p>',
  },
]
const block = (fields: Record<string, unknown>) =>
  blockFixture('questions', { title: 'Vragen over de hoef', has_questions: true, questions, ...fields })
afterEach(cleanup)

describe('questions', () => {
  it('renders nothing unless has_questions is set and there are questions', () => {
    expect(renderToString(<Questions block={block({ has_questions: false })} refs={EMPTY_REFS} />)).toBe('')
    expect(renderToString(<Questions block={block({ questions: [] })} refs={EMPTY_REFS} />)).toBe('')
  })

  it('renders the questions as an accordion with one open item', () => {
    render(<Questions block={block({})} refs={EMPTY_REFS} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Vragen over de hoef' })).toBeTruthy()
    const first = screen.getByRole('button', { name: 'Hoe vaak naar de hoefsmid?' })
    const second = screen.getByRole('button', { name: 'Kan mijn paard zonder ijzers?' })
    fireEvent.click(first)
    fireEvent.click(second)
    expect([first, second].map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true'])
    fireEvent.click(second)
    expect(second.getAttribute('aria-expanded')).toBe('false')
  })

  it('emits the questions as FAQPage JSON-LD that cannot close its script element', () => {
    const html = renderToString(<Questions block={block({})} refs={EMPTY_REFS} />)
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Hoe vaak naar de hoefsmid?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Elke zes tot acht weken.</p>' },
        },
        {
          '@type': 'Question',
          name: 'Kan mijn paard zonder ijzers?',
          acceptedAnswer: { '@type': 'Answer', text: questions[1]?.content },
        },
      ],
    })
  })
})
