// The heading level of the cards (and list items) inside a block: one level below the block's title, h3 untitled.
import type { HeadingLevel } from './block-common.ts'

export type CardHeading = 'h2' | 'h3' | 'h4'

const BELOW: Record<HeadingLevel, CardHeading> = { 2: 'h3', 3: 'h4', 4: 'h4', 5: 'h4' }

export const cardHeading = (block: { title: string; headingLevel: HeadingLevel }): CardHeading =>
  block.title ? BELOW[block.headingLevel] : 'h3'
