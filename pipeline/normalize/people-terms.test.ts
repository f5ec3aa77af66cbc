// Users, guest authors and terms as a real WordPress sends them: escaped names and descriptions, HTML bios.
import { describe, expect, it } from 'vitest'
import { WpGuestAuthorSchema, WpTermSchema, WpUserSchema } from '../schemas/wp/index.ts'
import { CMS } from '../schemas/wp/test-payloads.ts'
import { normalizeGuestAuthor, normalizeTerm, normalizeUser } from './people-terms.ts'
import { testContext } from './test-context.ts'

const user = (overrides: Record<string, unknown> = {}) =>
  normalizeUser(
    WpUserSchema.parse({ id: 12, name: 'Anouk', slug: 'anouk', link: `${CMS}/auteurs/anouk/`, ...overrides }),
    testContext(),
  )

describe('people and terms from a real WordPress', () => {
  it('decodes an HTML-escaped display name (WordPress stores "&amp;")', () => {
    const author = user({ name: "Marieke 't Hart &amp; Co" })
    expect(author.name).toBe("Marieke 't Hart & Co")
    expect(author.seo.title).toBe("Marieke 't Hart & Co")
  })

  it('keeps a bio as sanitized HTML, with a plain-text meta description', () => {
    const author = user({ description: '<p>Dierenarts bij <strong>De Kempen</strong>.</p><script>x()</script>' })
    expect(author.description).toBe('<p>Dierenarts bij <strong>De Kempen</strong>.</p>')
    expect(author.seo.description).toBe('Dierenarts bij De Kempen.')
  })

  it('keeps a guest author bio (the post content) as HTML', () => {
    const guest = normalizeGuestAuthor(
      WpGuestAuthorSchema.parse({
        id: 2601,
        date: '2026-01-01T00:00:00',
        modified: '2026-01-01T00:00:00',
        slug: 'gast',
        status: 'publish',
        link: `${CMS}/auteurs/gast/`,
        type: 'guest-author',
        title: { rendered: 'Bas &amp; Zn.' },
        content: { rendered: '<p>Fokker.</p>' },
        extra_fields: {},
      }),
      testContext(),
    )
    expect(guest).toMatchObject({ name: 'Bas & Zn.', description: '<p>Fokker.</p>' })
  })

  it('shows a term description as plain text, entities decoded', () => {
    const term = normalizeTerm(
      WpTermSchema.parse({
        id: 319,
        name: 'Chippen &amp; registratie',
        slug: 'chippen',
        taxonomy: 'post_tag',
        link: `${CMS}/tag/chippen/`,
        description: '<p>Chip, paspoort en registratie in I&amp;R.</p>',
      }),
      testContext(),
    )
    expect(term).toMatchObject({ name: 'Chippen & registratie', description: 'Chip, paspoort en registratie in I&R.' })
    expect(term.seo.description).toBe('Chip, paspoort en registratie in I&R.')
  })
})
