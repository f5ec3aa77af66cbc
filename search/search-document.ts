// The shape of one search document, apart from the code that makes it (search/documents.ts), so that the memo that
// keeps documents between builds (search/snapshot-memo.ts) can name it without importing documents.ts back.
import type { StoredDoc } from './model.ts'

/** The text the engines index for one document. `intro`: the excerpt (the editor's or WordPress's first words of the
 *  content), the page's own summary, where a question's answer is often phrased (decision 042). `titleParts`, `parts`:
 *  the parts of the compounds in the title and in the other fields (search/compound-parts.ts), added by the build. */
export type IndexedText = {
  title: string
  headings: string
  taxonomy: string
  intro: string
  body: string
  titleParts?: string
  parts?: string
}
export type SearchDocument = StoredDoc & { text: IndexedText }
