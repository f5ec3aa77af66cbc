// A responsive list of cards: 1 column on mobile, up to `columns` on wide screens.
import { Children, type ReactNode } from 'react'
import styles from './CardGrid.module.css'

type Props = { columns?: 2 | 3 | 4; children: ReactNode; label?: string }

export function CardGrid({ columns = 3, children, label }: Props) {
  return (
    <ul className={styles.grid} style={{ '--columns': columns }} aria-label={label}>
      {Children.map(children, (child) => (child ? <li className={styles.item}>{child}</li> : null))}
    </ul>
  )
}
