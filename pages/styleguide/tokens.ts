// The design tokens of styles/tokens.css, parsed from its text so the style guide always shows the real values.
export type Token = { name: string; value: string }
export type TokenGroups = {
  colors: Token[]
  fontSizes: Token[]
  fonts: Token[]
  spaces: Token[]
  radii: Token[]
  shadows: Token[]
  other: Token[]
}

export function parseTokens(css: string): TokenGroups {
  const tokens = [...css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => ({
    name: m[1] ?? '',
    value: (m[2] ?? '').trim(),
  }))
  const starts = (prefix: string) => tokens.filter((t) => t.name.startsWith(prefix))
  const grouped = new Set(['--color-', '--font-size-', '--space-', '--radius-', '--shadow-'])
  return {
    colors: starts('--color-'),
    fontSizes: starts('--font-size-'),
    fonts: tokens.filter((t) => t.name === '--font-sans' || t.name === '--font-serif'),
    spaces: starts('--space-'),
    radii: starts('--radius-'),
    shadows: starts('--shadow-'),
    other: tokens.filter(
      (t) => ![...grouped].some((p) => t.name.startsWith(p)) && t.name !== '--font-sans' && t.name !== '--font-serif',
    ),
  }
}
