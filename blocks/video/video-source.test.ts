import { describe, expect, it } from 'vitest'
import { embedUrl, iframeSourcePage, parseVideoUrl, thumbnailUrl, watchUrl } from './video-source.ts'

describe('video URLs', () => {
  it('recognises YouTube watch, share, embed and shorts URLs and Vimeo page and player URLs', () => {
    const yt = { provider: 'youtube', id: 'hfHoefUit01' }
    expect(parseVideoUrl('https://www.youtube.com/watch?v=hfHoefUit01&t=30')).toEqual(yt)
    expect(parseVideoUrl('https://youtu.be/hfHoefUit01')).toEqual(yt)
    expect(parseVideoUrl('https://www.youtube-nocookie.com/embed/hfHoefUit01')).toEqual(yt)
    expect(parseVideoUrl('https://youtube.com/shorts/hfHoefUit01')).toEqual(yt)
    expect(parseVideoUrl('https://vimeo.com/100000003')).toEqual({ provider: 'vimeo', id: '100000003' })
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks/100000003')).toEqual({
      provider: 'vimeo',
      id: '100000003',
    })
    expect(parseVideoUrl('https://player.vimeo.com/video/100000003?h=abc')).toEqual({
      provider: 'vimeo',
      id: '100000003',
    })
  })

  it('rejects other hosts and malformed input', () => {
    expect(parseVideoUrl('https://example.com/watch?v=hfHoefUit01')).toBeUndefined()
    expect(parseVideoUrl('https://www.youtube.com/channel/UC123')).toBeUndefined()
    expect(parseVideoUrl('javascript:alert(1)')).toBeUndefined()
    expect(parseVideoUrl('not a url')).toBeUndefined()
  })

  it('builds the privacy-friendly player, the platform page and YouTube’s poster', () => {
    expect(embedUrl({ provider: 'youtube', id: 'abcdefghijk' })).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
    )
    expect(embedUrl({ provider: 'vimeo', id: '123456' })).toBe('https://player.vimeo.com/video/123456?autoplay=1&dnt=1')
    expect(watchUrl({ provider: 'youtube', id: 'abcdefghijk' })).toBe('https://www.youtube.com/watch?v=abcdefghijk')
    expect(watchUrl({ provider: 'vimeo', id: '123456' })).toBe('https://vimeo.com/123456')
    expect(thumbnailUrl({ provider: 'youtube', id: 'abcdefghijk' })).toBe(
      'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    )
    expect(thumbnailUrl({ provider: 'vimeo', id: '123456' })).toBeUndefined()
  })

  it('finds where an iframe’s video can be watched', () => {
    expect(
      iframeSourcePage('<iframe src="https://www.youtube-nocookie.com/embed/hfTPR000002" title="x"></iframe>'),
    ).toBe('https://www.youtube.com/watch?v=hfTPR000002')
    expect(iframeSourcePage('<iframe src="https://bnr.quadia.com/tv/embed/9?a=1&amp;b=2"></iframe>')).toBe(
      'https://bnr.quadia.com/tv/embed/9?a=1&b=2',
    )
    expect(iframeSourcePage('<p>no frame</p>')).toBeUndefined()
  })
})
