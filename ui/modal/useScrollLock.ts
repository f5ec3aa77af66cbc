// Client only: locks page scroll while `locked` (a count, so a modal over the mobile menu keeps the lock until both close).
import { useEffect } from 'react'

let locks = 0

export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    // Keep the layout from jumping when the scrollbar disappears.
    if (locks++ === 0) {
      root.style.setProperty('--scrollbar-width', `${window.innerWidth - root.clientWidth}px`)
      root.classList.add('scroll-locked')
    }
    return () => {
      if (--locks === 0) {
        root.classList.remove('scroll-locked')
        root.style.removeProperty('--scrollbar-width')
      }
    }
  }, [locked])
}
