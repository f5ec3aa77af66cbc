// netlify-redirector ships no types: the part of its API the server uses (server/redirects.ts).
declare module 'netlify-redirector' {
  export type MatchRequest = {
    scheme: string
    host: string
    /** The decoded path. */
    path: string
    /** The query string without "?". */
    query: string
    headers: Record<string, string | string[]>
    cookieValues: Record<string, string>
    getHeader: (name: string) => string
    getCookie: (name: string) => string
  }
  export type Matcher = { match: (request: MatchRequest) => unknown }
  const redirector: { parseJSON: (rules: string, options: Record<string, unknown>) => Promise<Matcher> }
  export default redirector
}
