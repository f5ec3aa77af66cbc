// The first focusable element: jumps keyboard users past the header to the page's content.
import { useT } from '#ui/i18n.tsx'
import styles from './SkipLink.module.css'

/** Not `inhoud`: editors give content blocks that anchor (a table of contents), and an id must be unique (HTML validity). */
export const MAIN_ID = 'hoofdinhoud'

export function SkipLink() {
  const t = useT()
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {t('skip_to_content')}
    </a>
  )
}
