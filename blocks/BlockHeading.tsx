// A block's title (spec §3 "Block common": title at heading level 2 by default, 3, 4, 5); nothing when untitled.
import { createElement } from 'react'
import { headingTag, type HeadingLevel } from './block-common.ts'

type Props = { title: string; level?: HeadingLevel; id?: string; className?: string }

export function BlockHeading({ title, level = 2, id, className }: Props) {
  if (!title) return null
  return createElement(headingTag(level), { id, className }, title)
}
