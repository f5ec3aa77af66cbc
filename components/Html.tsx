// CMS HTML, already sanitized and link-rewritten by the pipeline (pipeline/normalize/html.ts). The one place the site
// sets innerHTML; internal <a href="/…"> links inside it are followed by Vike's client router.
import styles from './Html.module.css'

type Props = { html: string; className?: string; as?: 'div' | 'section' | 'span' }

export function Html({ html, className, as: Tag = 'div' }: Props) {
  if (!html) return null
  const classes = Tag === 'span' ? className : [styles.prose, className].filter(Boolean).join(' ')
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: html }} />
}
