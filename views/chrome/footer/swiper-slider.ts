// Swiper with only the modules the footer's partner slider uses: imported by name here so the bundler leaves out the
// other modules (importing 'swiper/modules' dynamically took all of them). Loaded lazily by PartnerSlider.tsx.
import Swiper from 'swiper'
import { A11y, Autoplay } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/a11y'
import { partnerSliderOptions } from './partner-slider-options.ts'

/** Turns the list in `el` into the slider; returns its destroy function. */
export function mountPartnerSlider(el: HTMLElement): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const swiper = new Swiper(el, { modules: [Autoplay, A11y], ...partnerSliderOptions({ reducedMotion }) })
  return () => swiper.destroy(true, true)
}
