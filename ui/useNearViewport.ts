// Client only: whether the element has come within `margin` of the viewport (once true, stays true). For blocks that
// load an external script only when they are about to be seen. A browser without IntersectionObserver loads at once.
import { useEffect, useState, type RefObject } from 'react'

export function useNearViewport(ref: RefObject<Element | null>, enabled = true, margin = '400px'): boolean {
  const [near, setNear] = useState(false)
  const observable = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const el = ref.current
    if (!enabled || near || !el || !observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, enabled, near, margin, observable])
  return observable ? near : enabled
}
