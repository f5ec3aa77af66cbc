// Client only: loads an external script once per URL; the promise rejects when it fails (blocked, offline, 404).
const loading = new Map<string, Promise<void>>()

export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Script failed to load: ${src}`))
    }
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}
