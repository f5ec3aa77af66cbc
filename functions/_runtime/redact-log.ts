// What the runtime writes to a log about a request: never the secret part of its URL. A shareable preview link
// (`/api/voorbeeld/{token}`, decision 029) carries its token in the path, so a crash while serving one would otherwise
// log the token; the same goes for an error whose message or stack quotes that URL. Used by the function runtime
// (invoke.ts) and the site server (server/index.ts).

/** Stands in for the secret. */
export const REDACTED = '[verborgen]'

/** A shareable preview link's path: what follows the prefix (up to a query, a fragment or the end of a URL) is secret. */
const SECRET_PATH = /(\/api\/voorbeeld\/)[^\s?#"'`<>]*/gi

/** Text (a URL, a path, a message) with every secret path segment replaced by REDACTED. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATH, `$1${REDACTED}`)
}

/** A request URL (absolute or a path) fit for a log. A percent-encoded prefix is decoded first, so it is caught too. */
export function loggableUrl(url: string): string {
  let decoded = url
  try {
    decoded = decodeURI(url)
  } catch {
    // Not decodable: redact what is there.
  }
  return redactSecrets(decoded)
}

/** An error fit for a log: an Error's message and stack with the secrets redacted; anything else as text, redacted. */
export function loggableError(error: unknown): unknown {
  if (error instanceof Error) {
    const copy = new Error(redactSecrets(error.message))
    copy.name = error.name
    copy.stack = error.stack === undefined ? undefined : redactSecrets(error.stack)
    if (error.cause !== undefined) copy.cause = loggableError(error.cause)
    return copy
  }
  return typeof error === 'string' ? redactSecrets(error) : error
}
