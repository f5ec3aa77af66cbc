// HTML entity decoding for CMS text: numeric references and the named entities WordPress and editors produce.

/** The HTML 4 Latin-1 entities, in code point order from U+00A0. */
const LATIN1 =
  `nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute
  micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil
  Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute
  Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute
  icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml`.split(
    /\s+/,
  )

const NAMED = new Map<string, string>([
  ...LATIN1.map((name, i): [string, string] => [name, String.fromCodePoint(0xa0 + i)]),
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['hellip', '…'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['sbquo', '‚'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['bdquo', '„'],
  ['lsaquo', '‹'],
  ['rsaquo', '›'],
  ['bull', '•'],
  ['prime', '′'],
  ['Prime', '″'],
  ['dagger', '†'],
  ['Dagger', '‡'],
  ['permil', '‰'],
  ['euro', '€'],
  ['trade', '™'],
  ['fnof', 'ƒ'],
  ['OElig', 'Œ'],
  ['oelig', 'œ'],
  ['Scaron', 'Š'],
  ['scaron', 'š'],
  ['Yuml', 'Ÿ'],
  ['circ', 'ˆ'],
  ['tilde', '˜'],
  ['ensp', '\u2002'],
  ['emsp', '\u2003'],
  ['thinsp', '\u2009'],
  ['zwnj', '\u200c'],
  ['zwj', '\u200d'],
  ['lrm', '\u200e'],
  ['rlm', '\u200f'],
  ['larr', '←'],
  ['rarr', '→'],
  ['uarr', '↑'],
  ['darr', '↓'],
])

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return valid ? String.fromCodePoint(code) : '\ufffd'
}

/** Decodes "&amp;", "&#8217;", "&#x2019;", "&nbsp;", "&hellip;" …; unknown names stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (entity, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return fromCodePoint(Number.parseInt(ref.slice(2), 16))
    if (ref.startsWith('#')) return fromCodePoint(Number.parseInt(ref.slice(1), 10))
    return NAMED.get(ref) ?? entity
  })
}
