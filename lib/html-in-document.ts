/**
 * A page's body (decision 016): the CMS HTML of an article, news post, lesson, event or CMS page travels once. When the
 * prerender renders a page it asks for the body apart (pageContext.bodyApart): the server hook
 * (views/document/body-apart.ts) keeps the body in a server-only pageContext field and puts this marker in the page's
 * data where the body was, so neither the HTML's serialized pageContext nor pageContext.json carries it. The HTML
 * shows the body; ui/Html.tsx keeps that DOM when it hydrates. For client navigation the prerender writes the body
 * beside the page (BODY_FILE), and pages/+onBeforeRenderClient.ts fetches it before the page renders.
 */
export const HTML_IN_DOCUMENT = '@html-in-document'

/** The file beside a page's index.html that holds its body as one JSON string, for client navigation. */
export const BODY_FILE = 'index.body.json'

/** The URL of a page's body file, from its path ("/a/b/" or "/a/b"). */
export const bodyUrlOf = (pathname: string): string =>
  `${pathname.endsWith('/') ? pathname : `${pathname}/`}${BODY_FILE}`
