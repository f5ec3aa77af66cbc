// divider: a line or an empty space between blocks.
import { blockAttributes } from '../block-common.ts'
import type { BlockProps } from '../registry.ts'
import styles from './Divider.module.css'

export function Divider({ block }: BlockProps<'divider'>) {
  return <hr {...blockAttributes(block, block.style === 'line' ? styles.line : styles.space)} />
}
