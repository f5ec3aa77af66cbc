// Client only: adds an external stylesheet <link> once per URL (the stylesheet twin of ui/browser/load-script.ts);
// the promise rejects when it fails to load.
const loading = new Map<string, Promise<void>>()

export function loadStylesheet(href: string): Promise<void> {
  const known = loading.get(href)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve()
    link.onerror = () => {
      loading.delete(href)
      link.remove()
      reject(new Error(`Stylesheet failed to load: ${href}`))
    }
    document.head.append(link)
  })
  loading.set(href, promise)
  return promise
}
