// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setConsent } from '#ui/consent/consent-store.ts'
import type { BlockOf } from '../block-props.ts'
import { Video } from './Video.tsx'
import { polyfillDialog } from '#ui/modal/jsdom-dialog.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/styleguide-inhoud/', globalContext: { layout: { translations: {} } } }),
}))
const openCookieSettings = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('#ui/consent/CookieConsent.tsx', () => ({ openCookieSettings }))

const refs = { posts: {}, partners: {}, authors: {} }
const image = {
  src: '/wp-content/uploads/hoef.jpg',
  src_set: '',
  sizes: '',
  alt: 'Een hoef',
  caption: '',
  width: 1600,
  height: 900,
}
const video = (fields: Partial<BlockOf<'video'>>): BlockOf<'video'> => ({
  type: 'video',
  anchor: 'video-embeds',
  title: 'Hoeven uitkrabben',
  headingLevel: 3,
  legacyStyle: false,
  embed_type: 'url',
  video_oembed: '',
  video_iframe: '',
  quadia_data_video_id: '',
  quadia_data_id: '',
  key: '',
  image: undefined,
  subtitle: '',
  ...fields,
})
const consent = (advertising: boolean) => act(() => setConsent({ advertising, functional: false, performance: false }))

beforeAll(polyfillDialog)
afterEach(() => {
  cleanup()
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

describe('video block, embed type url', () => {
  const block = video({
    video_oembed: 'https://www.youtube.com/watch?v=hfHoefUit01',
    subtitle: 'Embed via een video-url',
  })

  it('renders the anchor, title, subtitle and (on the server, consent unknown) a link to YouTube with its thumbnail', () => {
    const html = renderToString(<Video block={block} refs={refs} />)
    expect(html).toContain('id="video-embeds"')
    expect(html).toMatch(/<section[^>]*data-block="video"[^>]*data-embed="url"/)
    expect(html).toMatch(/<h3[^>]*>Hoeven uitkrabben<\/h3>/)
    expect(html).toContain('Embed via een video-url')
    expect(html).toContain('href="https://www.youtube.com/watch?v=hfHoefUit01"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('src="https://i.ytimg.com/vi/hfHoefUit01/hqdefault.jpg"')
  })

  it('without advertising consent opens the video on YouTube in a new tab, and offers the cookie settings', () => {
    render(<Video block={{ ...block, image }} refs={refs} />)
    consent(false)
    const link = screen.getByRole('link', { name: /Bekijk op YouTube: Hoeven uitkrabben/ })
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=hfHoefUit01')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    // The block's own image is the poster.
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/wp-content/uploads/hoef.jpg')
    expect(screen.queryByRole('button', { name: /Video afspelen/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen aanpassen' }))
    expect(openCookieSettings).toHaveBeenCalled()
  })

  it('with advertising consent plays in a lightbox dialog with the youtube-nocookie player, closed by Escape', async () => {
    render(<Video block={block} refs={refs} />)
    consent(true)
    expect(screen.queryByRole('link', { name: /Bekijk op YouTube/ })).toBeNull()
    const play = screen.getByRole('button', { name: 'Video afspelen: Hoeven uitkrabben' })
    expect(play.getAttribute('aria-haspopup')).toBe('dialog')
    play.focus()
    fireEvent.click(play)
    const frame = await waitFor(() => {
      const iframe = document.querySelector('dialog[open] iframe')
      if (!iframe) throw new Error('no open player yet')
      return iframe
    })
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/hfHoefUit01?autoplay=1&rel=0')
    expect(frame.getAttribute('title')).toBe('Hoeven uitkrabben')
    const dialog = document.querySelector('dialog')!
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Hoeven uitkrabben', level: 2 }).id,
    )
    // Escape: the browser fires cancel and closes the dialog.
    act(() => dialog.close())
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.activeElement).toBe(play)
  })

  it('a URL that is not YouTube or Vimeo becomes a plain link', () => {
    render(<Video block={video({ video_oembed: 'https://example.org/film.mp4' })} refs={refs} />)
    expect(screen.getByRole('link', { name: /Bekijk de video/ }).getAttribute('href')).toBe(
      'https://example.org/film.mp4',
    )
  })
})

describe('video block, embed type iframe', () => {
  const block = video({
    embed_type: 'iframe',
    video_iframe:
      '<iframe src="https://www.youtube-nocookie.com/embed/hfTPR000002" title="TPR meten" width="560" height="315"></iframe>',
  })

  it('without advertising consent shows a placeholder with the cookie settings and a link to the source, no iframe', () => {
    render(<Video block={block} refs={refs} />)
    consent(false)
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText(/Accepteer advertentiecookies om deze video hier af te spelen/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cookie-instellingen aanpassen' })).toBeTruthy()
    const source = screen.getByRole('link', { name: /Bekijk op YouTube/ })
    expect(source.getAttribute('href')).toBe('https://www.youtube.com/watch?v=hfTPR000002')
    expect(source.getAttribute('target')).toBe('_blank')
  })

  it('with advertising consent renders the CMS iframe', () => {
    render(<Video block={block} refs={refs} />)
    consent(true)
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/hfTPR000002',
    )
  })

  it('renders no iframe on the server', () => {
    expect(renderToString(<Video block={block} refs={refs} />)).not.toContain('<iframe')
  })
})

describe('video block, embed type quadia', () => {
  const block = video({
    embed_type: 'quadia',
    quadia_data_video_id: 'hoefslag-2026',
    quadia_data_id: 'hoefslag-player',
    key: 'dev-key',
    image,
  })
  const playerScript = (src = 'https://player.example.quadia.com/player.js') =>
    document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`)

  it('with consent renders the player container and loads the configured player script', () => {
    vi.stubEnv('VITE_QUADIA_PLAYER_URL', 'https://player.example.quadia.com/player.js')
    render(<Video block={block} refs={refs} />)
    consent(true)
    const container = document.querySelector('[data-video-id="hoefslag-2026"]')
    expect(container?.getAttribute('data-id')).toBe('hoefslag-player')
    expect(container?.getAttribute('data-key')).toBe('dev-key')
    expect(playerScript()).not.toBeNull()
    vi.unstubAllEnvs()
  })

  it('without consent loads nothing and shows the poster with the cookie settings', () => {
    vi.stubEnv('VITE_QUADIA_PLAYER_URL', 'https://player.example.quadia.com/player.js')
    render(<Video block={block} refs={refs} />)
    consent(false)
    expect(document.querySelector('[data-video-id]')).toBeNull()
    expect(playerScript()).toBeNull()
    expect(screen.getByRole('button', { name: 'Cookie-instellingen aanpassen' })).toBeTruthy()
    // No platform page to send the visitor to: the text does not promise one.
    expect(screen.getByText('Accepteer advertentiecookies om deze video hier af te spelen.')).toBeTruthy()
    expect(screen.queryByText(/website van het platform/)).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    vi.unstubAllEnvs()
  })

  it('when the script fails to load, falls back to the poster with a notice', async () => {
    // Another address: the loader remembers scripts per address.
    const broken = 'https://player.example.quadia.com/broken.js'
    vi.stubEnv('VITE_QUADIA_PLAYER_URL', broken)
    render(<Video block={block} refs={refs} />)
    consent(true)
    expect(playerScript(broken)).not.toBeNull()
    await act(async () => {
      playerScript(broken)?.dispatchEvent(new Event('error'))
    })
    expect(document.querySelector('[data-video-id]')).toBeNull()
    expect(screen.getByText('Deze video kan op dit moment niet worden geladen.')).toBeTruthy()
    vi.unstubAllEnvs()
  })

  it('without a configured player script shows the notice even with consent', () => {
    vi.stubEnv('VITE_QUADIA_PLAYER_URL', '')
    render(<Video block={block} refs={refs} />)
    consent(true)
    expect(document.querySelector('[data-video-id]')).toBeNull()
    expect(screen.getByText('Deze video kan op dit moment niet worden geladen.')).toBeTruthy()
    vi.unstubAllEnvs()
  })
})
