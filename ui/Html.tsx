// CMS HTML, already sanitized and link-rewritten by the pipeline (pipeline/normalize/html.ts). The one place the site
// sets innerHTML; internal <a href="/…"> links inside it are followed by Vike's client router.
import { usePageContext } from 'vike-react/usePageContext'
import { HTML_IN_DOCUMENT } from '#lib/html-in-document.ts'
import styles from './Html.module.css'

type Props = { html: string; className?: string; as?: 'div' | 'section' | 'span' }

/**
 * A title where it is shown (h1, breadcrumbs, cards): its safe inline HTML (em, strong, i, b, sup, sub, br — the
 * pipeline's `inlineHtml`) when it has markup, else its plain text. <title>, meta and JSON-LD take the plain text.
 */
export function InlineHtml({ html, text }: { html?: string | undefined; text: string }) {
  return html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : <>{text}</>
}

/**
 * The page's body, which travels apart from its data (decision 016, lib/html-in-document.ts): pageContext.body on the
 * server and after a client navigation; while the first page hydrates there is none, and the prerendered DOM stays
 * (hydration leaves the children of an innerHTML element alone).
 */
function PageBody({ Tag, className }: { Tag: NonNullable<Props['as']>; className: string | undefined }) {
  const { body } = usePageContext()
  if (body === undefined)
    return <Tag className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: body }} />
}

export function Html({ html, className, as: Tag = 'div' }: Props) {
  if (!html) return null
  const classes = Tag === 'span' ? className : [styles.prose, className].filter(Boolean).join(' ')
  if (html === HTML_IN_DOCUMENT) return <PageBody Tag={Tag} className={classes} />
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: html }} />
}
