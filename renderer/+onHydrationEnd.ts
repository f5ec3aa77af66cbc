// https://vike.dev/onHydrationEnd — client only: the first page is interactive. <html data-hydrated> tells styles and
// the browser tests apart a page whose controls work from prerendered HTML still waiting for its code.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
}
