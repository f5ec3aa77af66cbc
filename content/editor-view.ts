// What a page rendered for an editor carries (pageContext.editorView, passed to the client): a draft preview or a
// private item, and what could not be shown (blocks the pipeline left out, with the field and the reason). `shared`: the
// preview was opened through a shareable link (functions/preview-link.ts), valid until that instant (ISO, UTC).
export type EditorView = {
  mode: 'preview' | 'private'
  id: number
  problems: { path: string; message: string }[]
  shared?: { until: string }
  /** The item is published: the preview shows the editor's changes ("Preview changes"), not a draft. */
  published?: true
}
