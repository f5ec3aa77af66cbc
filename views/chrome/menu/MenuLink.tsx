// One menu entry: a link with active classes, or plain text when its url is '#'.
import type { ReactNode } from 'react'
import type { MenuItem } from '#lib/model/types.ts'
import { isCurrent, isLinked, isTrailActive, targetProps } from './menu-links.ts'

type Props = {
  item: Pick<MenuItem, 'url' | 'target' | 'title' | 'children'>
  currentPath: string
  className?: string | undefined
  activeClassName?: string | undefined
  children?: ReactNode
  onClick?: () => void
}

export function MenuLink({ item, currentPath, className, activeClassName, children, onClick }: Props) {
  const active = isTrailActive(item, currentPath)
  // `active`: the spec's active menu class (stable, unlike the module's hashed one), for scripts and tests.
  const classes =
    [className, active ? activeClassName : undefined, active ? 'active' : undefined].filter(Boolean).join(' ') ||
    undefined
  const content = children ?? item.title
  if (!isLinked(item.url)) return <span className={classes}>{content}</span>
  return (
    <a
      href={item.url}
      className={classes}
      aria-current={isCurrent(item.url, currentPath) ? 'page' : undefined}
      onClick={onClick}
      {...targetProps(item.target)}
    >
      {content}
    </a>
  )
}
