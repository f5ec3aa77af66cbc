/**
 * Stands for a page body the HTML document already shows (decision 016): sitebuild/prerender/html-once.ts puts it in the
 * document's serialized pageContext instead of a second copy of the body, and ui/Html.tsx keeps the
 * prerendered DOM. Client-side navigation gets the body itself from the page's pageContext.json, which keeps it.
 */
export const HTML_IN_DOCUMENT = '@html-in-document'
