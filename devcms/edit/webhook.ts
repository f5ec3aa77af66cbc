// The build webhook, as the companion plugin sends it (wordpress/hoefslag-headless/includes/webhook.php): after a change
// to published content, a non-blocking POST with the shared secret in `X-Hoefslag-Secret` and the reasons as JSON.
export type BuildHookConfig = { url: string; secret: string }

export type BuildHook = {
  /** Sends one POST for the reasons of one request; never throws, never makes the editor wait. */
  send: (reasons: string[]) => void
  /** Resolves when every POST sent so far has been answered or has failed (tests, shutdown). */
  settled: () => Promise<void>
}

const TIMEOUT_MS = 2000

export function createBuildHook(
  config: BuildHookConfig | undefined,
  log: (line: string) => void = console.warn,
): BuildHook {
  const pending = new Set<Promise<void>>()
  return {
    send: (reasons) => {
      const unique = [...new Set(reasons)]
      if (!config || unique.length === 0) return
      const title = `WordPress: ${unique[0] ?? ''}`
      const body = JSON.stringify({ trigger_title: title, reasons: unique })
      // As the companion plugin sends it: the title in the query too (Netlify's build hooks read it there).
      const url = new URL(config.url)
      url.searchParams.set('trigger_title', title)
      const sent = fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hoefslag-Secret': config.secret },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
        .then(async (res) => {
          await res.arrayBuffer().catch(() => undefined)
          if (!res.ok) log(`[devcms] build hook ${config.url} answered HTTP ${res.status}`)
        })
        .catch((error: unknown) =>
          log(`[devcms] build hook ${config.url} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => pending.delete(sent))
      pending.add(sent)
    },
    settled: async () => {
      await Promise.all([...pending])
    },
  }
}
