// https://vike.dev/onHydrationEnd — client only: the first page is interactive. <html data-hydrated> tells styles and
// the browser tests apart a page whose controls work from prerendered HTML still waiting for its code. The performance
// mark (the name bench/lib/lighthouse-run.ts reads) lets bench:lighthouse count every script requested before the page was interactive (decision 020).
const HYDRATED_MARK = 'hoefslag:hydrated'

export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true'
  performance.mark(HYDRATED_MARK)
}
