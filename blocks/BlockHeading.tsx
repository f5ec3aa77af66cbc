// A block's title (spec §3 "Block common": title with heading_size h2 default, h3, h4, h5); nothing when untitled.
import type { HeadingSize } from './block-common.ts'

type Props = { title: string; size?: HeadingSize; id?: string; className?: string }

export function BlockHeading({ title, size = 'h2', id, className }: Props) {
  if (!title) return null
  const Heading = size
  return (
    <Heading id={id} className={className}>
      {title}
    </Heading>
  )
}
