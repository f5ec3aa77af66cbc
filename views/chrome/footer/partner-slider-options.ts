// The footer partner slider's Swiper options (spec §9): 5 logos per view, 3 below 1024 px, autoplay every 4000 ms
// that stops on interaction (none when the visitor prefers reduced motion). Modules are added by the component.
import type { SwiperOptions } from 'swiper/types'
import { FOOTER_PARTNERS } from '#ui/browser/constants.ts'

export function partnerSliderOptions({ reducedMotion }: { reducedMotion: boolean }): SwiperOptions {
  return {
    slidesPerView: FOOTER_PARTNERS.perViewNarrow,
    spaceBetween: 16,
    rewind: true,
    watchSlidesProgress: true,
    // Swiper's breakpoints are min-widths: from 1024 px up 5 per view, below it the 3 above.
    breakpoints: { [FOOTER_PARTNERS.narrowBelowPx]: { slidesPerView: FOOTER_PARTNERS.perView, spaceBetween: 24 } },
    autoplay: reducedMotion
      ? false
      : { delay: FOOTER_PARTNERS.autoplayMs, disableOnInteraction: true, pauseOnMouseEnter: true },
    // The slides stay list items (the list is in the HTML before Swiper runs); Dutch slide labels.
    a11y: { enabled: true, slideRole: 'listitem', slideLabelMessage: '{{index}} van {{slidesLength}}' },
  }
}
