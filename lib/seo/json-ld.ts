// JSON-LD for a <script type="application/ld+json">: JSON with every "<", ">" and "&" (and the JS line separators)
// escaped, so no string in the schema — "</script>", "<!--" — can end the script element or open markup.
export function jsonLdText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
