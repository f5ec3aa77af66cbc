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
export const isDarkColor = (value: string | undefined) =>
  ['dark-green', 'green', 'primary', 'blue', 'secondary', 'brown', 'accent'].includes(value ?? '')

const LIGHT_TEXT = '#ffffff'
/** --color-text of styles/tokens.css. */
const DARK_TEXT = '#1b1f1d'
/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb | undefined {
  if (!HEX.test(hex)) return undefined
  const digits = hex.slice(1)
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The WCAG contrast ratio of two colours (1…21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * A CMS hex colour as a background for light or dark text, readable (4.5:1): the same hue, darkened (light text) or
 * lightened (dark text) only as far as needed. An editor's term colour such as #4A8FB8 under white text becomes a
 * deeper blue instead of unreadable text. Non-hex values (design tokens) are returned as they are.
 */
export function readableBackground(color: string, text: 'light' | 'dark'): string {
  const rgb = parseHex(color)
  if (!rgb) return color
  const textRgb = parseHex(text === 'light' ? LIGHT_TEXT : DARK_TEXT) as Rgb
  const toward = text === 'light' ? 0 : 255
  for (let step = 0; step <= 20; step++) {
    const mixed = rgb.map((c) => c + (toward - c) * (step / 20)) as Rgb
    if (contrastRatio(mixed, textRgb) >= MIN_CONTRAST) return step === 0 ? color : toHex(mixed)
  }
  return text === 'light' ? '#000000' : '#ffffff'
}
