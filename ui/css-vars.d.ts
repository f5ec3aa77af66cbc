// Lets components pass CSS custom properties (design tokens, CMS colours) in `style`: style={{ '--sponsor-color': c }}.
import 'react'

declare module 'react' {
  interface CSSProperties {
    [variable: `--${string}`]: string | number | undefined
  }
}
