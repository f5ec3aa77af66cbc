// A small busy indicator beside a 'searching…' text (decorative: the text says it); still for reduced motion.
import styles from './Spinner.module.css'

export function Spinner({ size = 16 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
}
