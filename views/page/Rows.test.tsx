// @vitest-environment jsdom
// Rows (spec §2 Row layouts, §3 Row): column spans per layout on the 12-column grid, sticky columns, and the row's
// named or custom background colour.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockFixture } from '#blocks/block-fixture.ts'
import type { Row, RowLayout } from '#lib/model/types.ts'
import { Rows } from './Rows.tsx'
import styles from './Rows.module.css'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/', globalContext: { layout: { translations: {} } } }),
}))
afterEach(cleanup)

const text = (words: string) => blockFixture('text_column', { text: `<p>${words}</p>` })
const row = (layout: RowLayout, extra: Partial<Row> = {}): Row => ({
  layout,
  columns: [[text('Eerste kolom')], [text('Tweede kolom')], [text('Derde kolom')]],
  backgroundColor: '',
  customBackgroundColor: '',
  sticky: [false, false, false],
  ...extra,
})
const renderRows = (...rows: Row[]) => render(<Rows rows={{ rows, socialShare: false }} />).container
const rowsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(`.${styles.row}`)]
const columnsOf = (r: HTMLElement) => [...r.querySelectorAll<HTMLElement>(`.${styles.column}`)]
const spans = (r: HTMLElement) => columnsOf(r).map((c) => Number(c.style.getPropertyValue('--span')))

describe('row layouts', () => {
  it.each<[RowLayout, number[]]>([
    ['1_column', [12]],
    ['2_columns_right_small', [8, 4]],
    ['2_columns_left_small', [4, 8]],
    ['2_columns_even', [6, 6]],
    ['3_columns', [4, 4, 4]],
  ])('%s spans %j of 12 columns', (layout, expected) => {
    const [r] = rowsOf(renderRows(row(layout)))
    expect(spans(r!)).toEqual(expected)
  })

  it("renders each column's blocks in its own column, extra columns of the data left out", () => {
    const [r] = rowsOf(renderRows(row('2_columns_right_small')))
    expect(columnsOf(r!).map((c) => c.textContent)).toEqual(['Eerste kolom', 'Tweede kolom'])
    expect(screen.queryByText('Derde kolom')).toBeNull()
  })

  it('renders the rows in order', () => {
    const container = renderRows(row('1_column'), row('3_columns'))
    expect(rowsOf(container).map((r) => columnsOf(r).length)).toEqual([1, 3])
  })
})

describe('sticky columns', () => {
  it('gives only the columns set sticky the sticky class', () => {
    const [r] = rowsOf(renderRows(row('3_columns', { sticky: [false, true, true] })))
    expect(columnsOf(r!).map((c) => c.classList.contains(String(styles.sticky)))).toEqual([false, true, true])
  })

  it('no sticky class when no column is sticky', () => {
    const [r] = rowsOf(renderRows(row('2_columns_even')))
    expect(columnsOf(r!).some((c) => c.classList.contains(String(styles.sticky)))).toBe(false)
  })
})

describe('row backgrounds', () => {
  const background = (r: HTMLElement) => r.style.getPropertyValue('--row-bg')

  it('a named colour becomes its design token and fills the row', () => {
    const [r] = rowsOf(renderRows(row('1_column', { backgroundColor: 'sand' })))
    expect(background(r!)).toBe('var(--color-sand)')
    expect(r!.classList).toContain(styles.filled)
  })

  it('a custom colour (show_custom_row_background_color) wins over the named one', () => {
    const [r] = rowsOf(renderRows(row('1_column', { backgroundColor: 'sand', customBackgroundColor: '#C8553D' })))
    expect(background(r!)).toBe('#C8553D')
    expect(r!.classList).toContain(styles.filled)
  })

  it('no background and not filled without a colour, or with an unknown one', () => {
    const container = renderRows(
      row('1_column'),
      row('1_column', { backgroundColor: 'hotpink', customBackgroundColor: 'not-a-colour' }),
    )
    for (const r of rowsOf(container)) {
      expect(background(r)).toBe('')
      expect(r.classList).not.toContain(styles.filled)
    }
  })
})
