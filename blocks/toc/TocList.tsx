// Table-of-contents entries (spec §3: title, anchor, children up to three levels) as nested lists of in-page links.
// Shared by the table_of_contents block and the row list's sticky table of contents.
import styles from './TocList.module.css'

export type TocItem = { title: string; anchor: string; children?: TocItem[] | undefined }

/** spec §3 "children up to three levels". */
export const TOC_MAX_DEPTH = 3

type Props = { items: TocItem[]; onSelect?: (() => void) | undefined; className?: string | undefined }

export function TocList({ items, onSelect, className }: Props) {
  return <Level items={items} depth={1} onSelect={onSelect} className={className} />
}

function Level({ items, depth, onSelect, className }: Props & { depth: number }) {
  if (items.length === 0) return null
  return (
    <ol className={[styles.list, depth > 1 ? styles.nested : '', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <li key={`${item.anchor}-${i}`} className={styles.item}>
          <a href={`#${item.anchor.replace(/^#/, '')}`} className={styles.link} onClick={onSelect}>
            {item.title}
          </a>
          {depth < TOC_MAX_DEPTH && item.children?.length ? (
            <Level items={item.children} depth={depth + 1} onSelect={onSelect} />
          ) : null}
        </li>
      ))}
    </ol>
  )
}
