// CMS colour names (banner and row backgrounds) → design tokens; custom colours pass through when they are hex.
const NAMED: Record<string, string> = {
  'dark-green': 'var(--color-primary-dark)',
  green: 'var(--color-primary)',
  primary: 'var(--color-primary)',
  'light-green': 'var(--color-primary-light)',
  blue: 'var(--color-secondary)',
  secondary: 'var(--color-secondary)',
  brown: 'var(--color-accent)',
  accent: 'var(--color-accent)',
  sand: 'var(--color-sand)',
  light: 'var(--color-surface)',
  grey: 'var(--color-surface)',
  gray: 'var(--color-surface)',
  white: 'var(--color-background)',
}
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A CSS colour for a CMS colour name or hex value; undefined for empty or unknown values. */
export function cmsColor(value: string | undefined): string | undefined {
  if (!value) return undefined
  return NAMED[value] ?? (HEX.test(value) ? value : undefined)
}

/** Names whose colour is dark enough for light text. */
export const isDarkColor = (value: string | undefined) => ['dark-green', 'green', 'primary', 'blue', 'secondary', 'brown', 'accent'].includes(value ?? '')
