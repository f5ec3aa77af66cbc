// Client navigation to a prerendered page whose body travels apart from its data (decision 016,
// views/document/body-apart.ts): the body file the prerender wrote beside the page.
import { isRecord } from '#lib/is-record.ts'
import { bodyUrlOf, HTML_IN_DOCUMENT } from '#lib/html-in-document.ts'

/** The page's body when its data says it travels apart; undefined when the data holds it (or has none). */
export async function fetchBodyApart(data: unknown, pathname: string): Promise<string | undefined> {
  if (!isRecord(data) || !isRecord(data.view) || data.view.content !== HTML_IN_DOCUMENT) return undefined
  const url = bodyUrlOf(pathname)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`the body of ${pathname} did not load: ${url} answered ${response.status}`)
  const body: unknown = await response.json()
  if (typeof body !== 'string') throw new Error(`the body of ${pathname} did not load: ${url} holds no string`)
  return body
}
