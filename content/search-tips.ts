// The search tips (translation `search_tips`) as a list of plain texts: the CMS gives them as an HTML list (<ul><li>…);
// only the text is kept, so no CMS markup reaches the page unsanitized. Plain text without <li> is one tip per line.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
    }
    return ENTITIES[name.toLowerCase()] ?? match
  })
}

const plain = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()

export function parseSearchTips(source: string): string[] {
  const items = [...source.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => plain(m[1] ?? ''))
  const tips = items.length ? items : source.split(/<br\s*\/?>|<\/p>|\n/i).map(plain)
  return tips.filter(Boolean)
}
