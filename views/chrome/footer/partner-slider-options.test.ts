// The footer partner slider's Swiper options against spec §9: 5 per view, 3 below 1024 px, autoplay 4000 ms, stops on interaction.
import { describe, expect, it } from 'vitest'
import type { SwiperOptions } from 'swiper/types'
import { partnerSliderOptions } from './partner-slider-options.ts'

/** slidesPerView at a window width, the way Swiper reads its min-width breakpoints. */
function perViewAt(options: SwiperOptions, width: number) {
  const matching = Object.keys(options.breakpoints ?? {})
    .map(Number)
    .filter((min) => min <= width)
    .sort((a, b) => b - a)[0]
  return matching === undefined ? options.slidesPerView : options.breakpoints?.[matching]?.slidesPerView
}

describe('partner slider options', () => {
  const options = partnerSliderOptions({ reducedMotion: false })

  it('shows 5 logos per view from 1024 px, 3 below', () => {
    expect(perViewAt(options, 1440)).toBe(5)
    expect(perViewAt(options, 1024)).toBe(5)
    expect(perViewAt(options, 1023)).toBe(3)
    expect(perViewAt(options, 375)).toBe(3)
  })

  it('autoplays every 4000 ms and stops for good on interaction', () => {
    expect(options.autoplay).toMatchObject({ delay: 4000, disableOnInteraction: true })
  })

  it('does not autoplay when the visitor prefers reduced motion', () => {
    expect(partnerSliderOptions({ reducedMotion: true }).autoplay).toBe(false)
  })
})
