// A page as Vike writes it, for the adapter's tests (vike-html.ts): the layout's fetch preload in the head, the client entry after
// the pageContext, the page's module preload; `tail` goes right before </body>.
export const vikePage = (body = '<p>Koliek</p>', tail = '') => `<!DOCTYPE html>
<html lang="nl">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/style.css">
    <link rel="preload" href="/assets/layout.abc.json" as="fetch" crossorigin="anonymous"/>
  </head>
  <body>
    <div id="root">${body}</div>
    <script id="vike_pageContext" type="application/json">{"data":{}}</script>
    <script src="/assets/entries/entry-client-routing.X.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.Y.js" as="script" type="text/javascript">${tail}
  </body>
</html>`
