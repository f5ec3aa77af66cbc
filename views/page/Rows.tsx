// Rows of content blocks (spec §2 Row layouts) on a 12-column grid that stacks on mobile; sticky columns and
// named or custom row backgrounds.
import type { ContentRows, Row, RowLayout } from '#lib/model/types.ts'
import { usePageContext } from 'vike-react/usePageContext'
import { keepsServerHtml } from '#blocks/lazy-static.ts'
import { useBlockRefs } from '#blocks/refs-context.tsx'
import { renderBlock } from '#blocks/registry.ts'
import { cmsColor } from './colors.ts'
import { cx } from '#ui/cx.ts'
import { RowListTools } from './RowListTools.tsx'
import styles from './Rows.module.css'

/** Column spans out of 12, per row layout. */
export const ROW_SPANS: Record<RowLayout, number[]> = {
  '1_column': [12],
  '2_columns_right_small': [8, 4],
  '2_columns_left_small': [4, 8],
  '2_columns_even': [6, 6],
  '3_columns': [4, 4, 4],
}

export function Rows({ rows }: { rows: ContentRows }) {
  return (
    <div className={styles.rows}>
      <RowListTools toc={rows.toc} socialShare={rows.socialShare} />
      {rows.rows.map((row, i) => (
        <RowView key={i} row={row} />
      ))}
    </div>
  )
}

function RowView({ row }: { row: Row }) {
  const refs = useBlockRefs()
  // On the first page in the browser (hydration), a column of static blocks keeps its prerendered DOM: React leaves the
  // children of an innerHTML element alone, and their code is not loaded (blocks/lazy-static.ts). After a client
  // navigation the column renders its blocks (another key: a fresh element, never the kept one).
  const hydration = usePageContext().isHydration === true
  const background = cmsColor(row.customBackgroundColor) ?? cmsColor(row.backgroundColor)
  const spans = ROW_SPANS[row.layout]
  return (
    <div
      className={cx(styles.row, background && styles.filled)}
      style={background ? { '--row-bg': background } : undefined}
    >
      <div className={cx('container', styles.grid)}>
        {spans.map((span, c) => {
          const blocks = row.columns[c] ?? []
          const props = { className: cx(styles.column, row.sticky[c] && styles.sticky), style: { '--span': span } }
          return hydration && keepsServerHtml(blocks) ? (
            <div key={`${c}-kept`} {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
          ) : (
            <div key={c} {...props}>
              {blocks.map((block, b) => renderBlock(block, refs, b))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
