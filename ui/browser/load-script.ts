// Client only: loads an external script or stylesheet once per URL; the promise rejects when it fails (blocked,
// offline, 404), and a later call tries again.
const loading = new Map<string, Promise<void>>()

/** `element` appended to <head> once per URL; the same promise for every caller until it fails. */
function loadOnce(url: string, kind: string, element: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  const known = loading.get(url)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const el = element()
    el.onload = () => resolve()
    el.onerror = () => {
      loading.delete(url)
      el.remove()
      reject(new Error(`${kind} failed to load: ${url}`))
    }
    document.head.append(el)
  })
  loading.set(url, promise)
  return promise
}

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  return loadOnce(src, 'Script', () => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    return script
  })
}

export function loadStylesheet(href: string): Promise<void> {
  return loadOnce(href, 'Stylesheet', () => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    return link
  })
}
