// A list of cards that fits the column it sits in (not the viewport): as many columns of at least the size's minimum
// width as fit, one in a narrow sidebar column; `fill` stretches a short list over the whole row.
import { Children, type ReactNode } from 'react'
import { cx } from '#ui/cx.ts'
import styles from './CardList.module.css'

type Props = { children: ReactNode; size?: 'small' | 'medium' | 'wide'; fill?: boolean; className?: string }

export function CardList({ children, size = 'medium', fill = false, className }: Props) {
  return (
    <ul className={cx(styles.list, styles[size], fill && styles.fill, className)}>
      {Children.map(children, (child) => (child ? <li className={styles.item}>{child}</li> : null))}
    </ul>
  )
}
