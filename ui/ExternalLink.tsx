// A link that opens in a new tab, saying so to screen readers.
import type { ReactNode } from 'react'
import { useT } from './i18n.tsx'

type Props = { href: string; className?: string; children: ReactNode }

export function ExternalLink({ href, className, children }: Props) {
  const t = useT()
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('opens_in_new_tab')}</span>
    </a>
  )
}
