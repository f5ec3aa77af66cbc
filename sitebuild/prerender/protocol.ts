// What the prerender's main thread (driver.ts) and its workers (worker.ts) say to each other, and the file names.

/** One page to render: `render` is the URL given to renderPage, `file` its HTML file under dist/client. */
export type Job = { key: string; render: string; file: string }
/** What a worker reports for a rendered page. */
export type Rendered = { key: string; deps: string[]; inline: string[]; json: boolean; body: boolean; bytes: number }

export type WorkerInput = { distDir: string; clientDir: string; snapshotDir: string }
export type ToWorker = { type: 'render'; urls: Job[] } | { type: 'stop' }
/** `R`: what a worker reports per page (Rendered; bench:build's limit worker reports its own timing). */
export type FromWorker<R = Rendered> =
  { type: 'ready' } | { type: 'done'; results: R[] } | { type: 'error'; key: string; message: string }

/** The HTML file of a URL, as Vike's prerender names it: "/a/b/" → "a/b/index.html". */
export const htmlFileOf = (url: string): string => `${url.replace(/^\/+/, '')}${url.endsWith('/') ? '' : '/'}index.html`
