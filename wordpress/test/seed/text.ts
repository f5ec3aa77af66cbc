// The content set holds names and term descriptions as WordPress answers them (HTML-escaped: `'t Hart &amp; Co`).
// An editor types the plain text and WordPress escapes it when saving; the seeder sends what the editor typed.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)))
    return NAMED[code.toLowerCase()] ?? whole
  })
}
