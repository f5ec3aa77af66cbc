// Client only: a lazy widget's library styles as one <style> element, added once, first in <head> so that the site's
// own stylesheet (after it) wins where both style the same thing. The site ships one render-blocking stylesheet for
// every page (vite.config.ts cssCodeSplit false): a library's styles that only a lazy widget needs travel inside that
// widget's chunk as text (`?inline`) instead (the CSP allows inline styles).
export function addStyles(id: string, css: string): void {
  if (document.getElementById(id)) return
  const style = document.createElement('style')
  style.id = id
  style.textContent = css
  document.head.prepend(style)
}
