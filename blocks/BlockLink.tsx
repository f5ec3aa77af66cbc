// A block's CMS link (url, title, target) shown as a button; target _blank opens a new tab and says so.
import type { Link } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import { cx } from '#ui/cx.ts'
import styles from './BlockLink.module.css'

type Props = { link: Link; variant?: 'primary' | 'secondary' | 'inverse'; className?: string }

export function BlockLink({ link, variant = 'primary', className }: Props) {
  const t = useT()
  if (!link.url) return null
  const newTab = link.target === '_blank'
  return (
    <a
      href={link.url}
      className={cx(styles.button, styles[variant], className)}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {link.title || link.url}
      {newTab && <span className="sr-only">{` ${t('opens_in_new_tab')}`}</span>}
    </a>
  )
}
