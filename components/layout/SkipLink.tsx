// The first focusable element: jumps keyboard users past the header to the page's content.
import { useT } from '../i18n.tsx'
import styles from './SkipLink.module.css'

export const MAIN_ID = 'inhoud'

export function SkipLink() {
  const t = useT()
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {t('skip_to_content')}
    </a>
  )
}
