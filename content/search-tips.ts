// The search tips (translation `search_tips`) as a list of plain texts, made with the layout data (layout.ts) so the
// browser gets text and no decoder: the CMS gives them as an HTML list (<ul><li>…); only the text is kept, so no CMS
// markup reaches the page unsanitized. Plain text without <li> is one tip per line.
import { tagsToText } from '#lib/format/tags-to-text.ts'

export function parseSearchTips(source: string): string[] {
  const items = [...source.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => tagsToText(m[1] ?? ''))
  const tips = items.length ? items : source.split(/<br\s*\/?>|<\/p>|\n/i).map(tagsToText)
  return tips.filter(Boolean)
}
