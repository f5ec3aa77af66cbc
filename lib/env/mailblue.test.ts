// The newsletter embed's default: the local CMS's stand-in script only where the CMS the site is built from has it.
import { describe, expect, it } from 'vitest'
import { checkMailBlueStandIn, mailBlueEmbedOrigin, mailBlueEmbedTemplate } from './mailblue.ts'

const answering = (status: number, asked: string[] = []) =>
  (async (input: string | URL | Request) => {
    asked.push(String(input))
    return new Response(status === 404 ? 'niet gevonden' : 'script', { status })
  }) as typeof fetch

const wordpress = { CMS_API_URL: 'http://127.0.0.1:8089/wp-json' }

describe('the newsletter embed default', () => {
  it('keeps the stand-in of a CMS on this machine that has the file', async () => {
    const asked: string[] = []
    const checked = await checkMailBlueStandIn(wordpress, answering(200, asked))
    expect(asked).toEqual(['http://127.0.0.1:8089/wp-content/plugins/mailblue/embed.js?id=0'])
    expect(checked.env).toEqual({})
    expect(mailBlueEmbedTemplate({ ...wordpress, ...checked.env })).toBe(
      'http://127.0.0.1:8089/wp-content/plugins/mailblue/embed.js?id={id}',
    )
  })

  it('drops it, and its origin from the CSP, when the CMS answers 404 (a WordPress on this machine)', async () => {
    const checked = await checkMailBlueStandIn(wordpress, answering(404))
    expect(checked.env).toEqual({ VITE_MAILBLUE_STAND_IN: 'missing' })
    expect(checked.note).toContain('no newsletter stand-in at http://127.0.0.1:8089/wp-content/plugins/mailblue/')
    expect(mailBlueEmbedTemplate({ ...wordpress, ...checked.env })).toBeUndefined()
    expect(mailBlueEmbedOrigin({ ...wordpress, ...checked.env })).toEqual([])
  })

  it('asks nothing when a URL is set or the CMS is elsewhere, and keeps the default when the CMS does not answer', async () => {
    const asked: string[] = []
    const set = { ...wordpress, VITE_MAILBLUE_EMBED_URL: 'https://acc.activehosted.com/f/embed.php?id={id}' }
    expect((await checkMailBlueStandIn(set, answering(404, asked))).env).toEqual({})
    expect(
      (await checkMailBlueStandIn({ CMS_API_URL: 'https://cms.example.nl/wp-json' }, answering(404, asked))).env,
    ).toEqual({})
    expect(asked).toEqual([])
    const down = (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch
    expect((await checkMailBlueStandIn(wordpress, down)).env).toEqual({})
  })
})
