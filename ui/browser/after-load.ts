// Client only: run something once the page has loaded and the browser is idle — for work a visitor does not need to see
// the page (the cookie panel's library), so it does not compete with the page's own loading. Returns a cancel function.
export function afterLoadWhenIdle(run: () => void, idleTimeoutMs = 1000): () => void {
  let cancelled = false
  let idle: number | undefined
  let timer: number | undefined
  const go = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(run, { timeout: idleTimeoutMs })
    else timer = window.setTimeout(run, 0)
  }
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', go)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    if (timer !== undefined) window.clearTimeout(timer)
  }
}
