// The one place a JSON Response is built (functions, their runtime, the search and finder endpoints): UTF-8 JSON, never
// cached unless the caller says so (`headers` add or override, e.g. a public Cache-Control for search results).
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}
