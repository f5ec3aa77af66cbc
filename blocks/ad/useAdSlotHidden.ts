// Whether the ad slot inside an element has hidden itself. The slot (ui/ads/AdSlot.tsx, shared with the
// leaderboard) says so on its data-state attribute: 'hidden' when it rendered empty, the ad script is missing, there is
// no advertising consent or the viewport is too narrow. The ad block then hides whole, its title included.
import { useEffect, useState, type RefObject } from 'react'

export function useAdSlotHidden(ref: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const check = () => setHidden(root.querySelector('[data-state="hidden"]') !== null)
    check()
    const observer = new MutationObserver(check)
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-state'] })
    return () => observer.disconnect()
  }, [ref])
  return hidden
}
