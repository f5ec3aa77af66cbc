// The loading bar's state on client navigation (spec §4, §9): start → fill → finish | fail, shown only when a navigation
// takes longer than 200 ms, filling over 5000 ms. Driven by pages/+onPageTransitionStart/End.
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '#ui/browser/constants.ts'

export type LoadingBarState = 'idle' | 'start' | 'fill' | 'finish' | 'fail'

const FINISH_FADE_MS = 400
const FAIL_SHOW_MS = 1200

let state: LoadingBarState = 'idle'
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(next: LoadingBarState) {
  if (next === state) return
  state = next
  listeners.forEach((l) => l())
}
function later(ms: number, then: () => void) {
  clearTimeout(timer)
  timer = setTimeout(then, ms)
}

export const loadingBar = {
  get: (): LoadingBarState => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** A navigation began: show the bar only if it is still running after the throttle. */
  start() {
    set('idle')
    later(LOADING_BAR_THROTTLE_MS, () => {
      set('start')
      // Next tick: from 0 the bar's CSS transition fills it over the duration.
      later(20, () => set('fill'))
    })
  },
  /** The new page rendered: complete the bar, or skip it altogether when the navigation was fast. */
  finish() {
    if (state === 'idle') return void clearTimeout(timer)
    set('finish')
    later(FINISH_FADE_MS, () => set('idle'))
  },
  /** The navigation ended in an error page. */
  fail() {
    if (state === 'idle') return void clearTimeout(timer)
    set('fail')
    later(FAIL_SHOW_MS, () => set('idle'))
  },
}

export const LOADING_BAR_FILL_MS = LOADING_BAR_DURATION_MS
