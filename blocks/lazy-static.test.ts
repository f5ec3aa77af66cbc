// The static blocks (blocks/lazy-static.ts) keep their prerendered DOM on the first page: nothing in them may need
// React in the browser, and the browser must load their code exactly where a page renders one with it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentModule } from './component-name.ts'
import { LAZY_BLOCK_MODULES, lazyLayoutsIn } from './lazy-modules.ts'
import { blockModuleSource } from './vite-block-components.ts'
import { STATIC_LAYOUTS, keepsServerHtml, needsStaticCode } from './lazy-static.ts'
import { STATIC_BLOCK_COMPONENTS } from './lazy-static-blocks.ts'
import { STATIC_BLOCKS as CLIENT_STATIC } from './lazy-blocks.client.ts'
import { STATIC_BLOCKS as SERVER_STATIC } from './lazy-blocks.server.ts'

const source = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8')

describe('static blocks', () => {
  it('are the same layouts in the list, the components, and both sides of #lazy-blocks', () => {
    const layouts = [...STATIC_LAYOUTS].sort()
    expect(Object.keys(STATIC_BLOCK_COMPONENTS).sort()).toEqual(layouts)
    expect(Object.keys(SERVER_STATIC).sort()).toEqual(layouts)
    expect(Object.keys(CLIENT_STATIC).sort()).toEqual(layouts)
  })

  it('hold no state, effect or event handler (their code is not in the browser when the page hydrates)', () => {
    expect(STATIC_LAYOUTS.length).toBeGreaterThan(0)
    for (const name of STATIC_LAYOUTS.map(componentModule)) {
      const code = source(`${name}.tsx`)
      expect(code, `${name}.tsx`).not.toMatch(
        /\buse(State|Effect|LayoutEffect|Reducer|Ref|SyncExternalStore)\b|\bon[A-Z]\w+=/,
      )
    }
  })

  it('keep a column as prerendered only when every block in it is static', () => {
    expect(keepsServerHtml([{ type: 'intro_column' }, { type: 'post_card' }])).toBe(true)
    expect(keepsServerHtml([{ type: 'intro_column' }, { type: 'tabs' }])).toBe(false)
    expect(keepsServerHtml([])).toBe(false)
  })

  it('need their code on the first page only beside a hydrating block, and after any client navigation', () => {
    const page = (columns: string[][]) => ({
      view: { rows: { rows: [{ columns: columns.map((c) => c.map((type) => ({ type, headingLevel: 2 }))) }] } },
    })
    expect(needsStaticCode(page([['intro_column'], ['tabs']]), true)).toBe(false)
    expect(needsStaticCode(page([['intro_column', 'tabs']]), true)).toBe(true)
    expect(needsStaticCode(page([['intro_column'], ['tabs']]), false)).toBe(true)
    expect(needsStaticCode(page([['tabs']]), false)).toBe(false)
  })
})

describe('lazily loaded blocks', () => {
  it('are each a dynamic import of the module lazy-modules.ts names (the chunking and the JS budget read the names)', () => {
    // The loaders the browser's lazy-blocks.client.ts preloads, as blocks/vite-block-components.ts writes them.
    const loaders = blockModuleSource('block-loaders/lazy', '/blocks') ?? ''
    expect(Object.keys(LAZY_BLOCK_MODULES).length).toBeGreaterThan(0)
    for (const [layout, name] of Object.entries(LAZY_BLOCK_MODULES))
      expect(loaders, layout).toContain(`"${layout}": () => import("/blocks/${name}.tsx")`)
  })

  it('are found in a page’s data', () => {
    expect(lazyLayoutsIn({ rows: [[{ type: 'gravity_form' }, { type: 'tabs' }]] })).toEqual(['gravity_form'])
    expect(lazyLayoutsIn(undefined)).toEqual([])
  })
})
