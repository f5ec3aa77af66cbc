// Types Vike's globalContext and pageContext carry in this project.
import type { LayoutData } from '#content/layout.ts'
import type { EditorView } from '#content/editor-view.ts'
import type { Seo } from '#lib/model/types.ts'
import type { Routed, SiteStore } from '#content/route-data.ts'
import type { DocumentShell } from '#lib/document-shell.ts'

declare global {
  namespace Vike {
    interface GlobalContext {
      layout: LayoutData
      /** The layout data as a static JSON asset (content/layout-asset.ts): the only layout field the HTML carries. */
      layoutUrl: string
    }
    interface PageContext {
      /** Server only (not in passToClient): the page's full SEO for +Head, split off by +onBeforeRender.server.ts. */
      headSeo?: Seo
      /** Set by the editors' functions when rendering a private item or a draft preview (passed to the client). */
      editorView?: EditorView
      /** Server only: the prerender's document shell (lib/document-shell.ts, decision 050); undefined elsewhere. */
      shell?: DocumentShell
      /**
       * Given by the prerender worker: render the page's body apart from its data (decision 016,
       * views/document/body-apart.ts); the worker writes it beside the page. Undefined elsewhere.
       */
      bodyApart?: boolean
      /**
       * Not in passToClient: the page's body when it travels apart from its data — on the server from +onBeforeRender,
       * in the browser from the body file after a client navigation (pages/+onBeforeRenderClient.ts).
       */
      body?: string
    }
    interface PageContextServer {
      /** The site's data (pipeline/snapshot/store.ts), passed to renderPage by whoever renders: never sent to the client. */
      store: SiteStore
      /** The route-table entry this page renders (pages/+onCreatePageContext.server.ts); undefined: none, a 404. */
      routed?: Routed | undefined
    }
  }
}
export {}
