// The heading level of the cards (and list items) inside a block: one level below the block's title, h3 untitled.
import type { HeadingSize } from './block-common.ts'

export type CardHeading = 'h2' | 'h3' | 'h4'

const BELOW: Record<HeadingSize, CardHeading> = { h2: 'h3', h3: 'h4', h4: 'h4', h5: 'h4' }

export const cardHeading = (block: { title: string; heading_size: HeadingSize }): CardHeading =>
  block.title ? BELOW[block.heading_size] : 'h3'
