// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setConsent } from '#ui/consent/consent-store.ts'
import { HighlightedVideos } from './HighlightedVideos.tsx'
import type { BlockOf } from '../block-props.ts'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }),
}))

const refs = { posts: {}, partners: {}, authors: {} }
const block: BlockOf<'highlighted_videos'> = {
  type: 'highlighted_videos',
  anchor: 'videos',
  title: "Video's over eerste hulp",
  headingLevel: 3,
  legacyStyle: false,
  videos: [
    { video_id: 'hfHoefUit01', type: 'youtube', title: 'Hoeven uitkrabben', image: undefined },
    { video_id: '100000003', type: 'vimeo', title: 'Een drukverband aanleggen', image: undefined },
  ],
}
const consent = (advertising: boolean) => act(() => setConsent({ advertising, functional: false, performance: false }))
const listButton = (name: string) => screen.getByRole('button', { name })

afterEach(cleanup)

describe('highlighted_videos', () => {
  it('renders the title, the frame with the first video and the list with the first selected', () => {
    const html = renderToString(<HighlightedVideos block={block} refs={refs} />)
    expect(html).toContain('id="videos"')
    expect(html).toMatch(/<h3[^>]*>Video&#x27;s over eerste hulp<\/h3>/)
    expect(html).toContain('https://i.ytimg.com/vi/hfHoefUit01/hqdefault.jpg')
    render(<HighlightedVideos block={block} refs={refs} />)
    expect(listButton('Hoeven uitkrabben').getAttribute('aria-pressed')).toBe('true')
    expect(listButton('Een drukverband aanleggen').getAttribute('aria-pressed')).toBe('false')
  })

  it('without advertising consent play opens the YouTube or Vimeo page in a new tab; choosing a video switches the frame', () => {
    render(<HighlightedVideos block={block} refs={refs} />)
    consent(false)
    const play = () => screen.getByRole('link', { name: /Bekijk op/ })
    expect(play().getAttribute('href')).toBe('https://www.youtube.com/watch?v=hfHoefUit01')
    expect(play().getAttribute('target')).toBe('_blank')
    expect(play().getAttribute('rel')).toContain('noopener')

    fireEvent.click(listButton('Een drukverband aanleggen'))
    expect(listButton('Een drukverband aanleggen').getAttribute('aria-pressed')).toBe('true')
    expect(play().getAttribute('href')).toBe('https://vimeo.com/100000003')
    expect(play().getAttribute('aria-label')).toContain('Vimeo')
    expect(document.querySelector('figcaption')?.textContent).toBe('Een drukverband aanleggen')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('with advertising consent play shows the embedded player, 466 px high, and choosing another video switches it', () => {
    render(<HighlightedVideos block={block} refs={refs} />)
    consent(true)
    expect(screen.queryByRole('link', { name: /Bekijk op/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Video afspelen: Hoeven uitkrabben' }))
    const frame = () => document.querySelector('iframe')
    expect(frame()?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/hfHoefUit01?autoplay=1&rel=0')
    expect(frame()?.getAttribute('height')).toBe('466')
    expect(frame()?.getAttribute('title')).toBe('Hoeven uitkrabben')

    fireEvent.click(listButton('Een drukverband aanleggen'))
    expect(frame()?.getAttribute('src')).toBe('https://player.vimeo.com/video/100000003?autoplay=1&dnt=1')
  })

  it('withdrawing consent removes the player again', () => {
    render(<HighlightedVideos block={block} refs={refs} />)
    consent(true)
    fireEvent.click(screen.getByRole('button', { name: 'Video afspelen: Hoeven uitkrabben' }))
    expect(document.querySelector('iframe')).not.toBeNull()
    consent(false)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('a single video shows no list', () => {
    render(<HighlightedVideos block={{ ...block, videos: block.videos.slice(0, 1) }} refs={refs} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
