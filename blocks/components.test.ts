// The component side of the manifest: every declared block has exactly one component, where the naming convention
// says (blocks/component-name.ts), and the registries the build writes (blocks/vite-block-components.ts) hold each
// block the way its declaration's `load` says — no list by hand to forget.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPONENTS as EAGER } from 'virtual:hoefslag/block-components/eager'
import { COMPONENTS as LAZY } from 'virtual:hoefslag/block-components/lazy'
import { COMPONENTS as STATIC } from 'virtual:hoefslag/block-components/static'
import { LOADERS } from 'virtual:hoefslag/block-loaders/lazy'
import * as BROWSER_LOADS from 'virtual:hoefslag/block-loads'
import * as LOADS from './block-loads.ts'
import { componentModule, componentName } from './component-name.ts'
import { BLOCK_DEFINITIONS, BLOCK_LAYOUTS } from './definitions.ts'
import { blockModuleSource, missingComponents } from './vite-block-components.ts'

const layoutsLoadedAs = (load: string) =>
  BLOCK_DEFINITIONS.filter((d) => d.load === load)
    .map((d) => d.layout)
    .sort()

describe('block components', () => {
  it('are named after their layout in PascalCase', () => {
    expect(componentName('text_column')).toBe('TextColumn')
    expect(componentName('highlighted_kb_articles')).toBe('HighlightedKbArticles')
    expect(componentName('image')).toBe('Image')
    expect(componentModule('tabs')).toBe('tabs/Tabs')
  })

  it('exist once for every declared block, each exporting its component under its name', async () => {
    for (const layout of BLOCK_LAYOUTS) {
      const file = path.join(import.meta.dirname, `${componentModule(layout)}.tsx`)
      expect(existsSync(file), file).toBe(true)
      const module = (await import(file)) as Record<string, unknown>
      expect(
        typeof module[componentName(layout)],
        `${componentModule(layout)}.tsx exports ${componentName(layout)}`,
      ).toBe('function')
    }
  })

  it('are declared in the manifest for every block folder (a folder with a schema.ts), once', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(import.meta.dirname, e.name, 'schema.ts')))
      .map((e) => e.name)
      .sort()
    expect([...BLOCK_LAYOUTS].sort()).toEqual(folders)
  })

  it('are registered the way each declaration loads: eager, static or lazy', () => {
    expect(Object.keys(EAGER).sort()).toEqual(layoutsLoadedAs('eager'))
    expect(Object.keys(STATIC).sort()).toEqual(layoutsLoadedAs('static'))
    expect(Object.keys(LAZY).sort()).toEqual(layoutsLoadedAs('lazy'))
    expect(Object.keys(LOADERS).sort()).toEqual(layoutsLoadedAs('lazy'))
    for (const [layout, component] of Object.entries({ ...EAGER, ...STATIC, ...LAZY }))
      expect(component.name, layout).toBe(componentName(layout))
  })

  it('load lazily as their own component, and the browser knows every block’s loading way without a schema', async () => {
    for (const [layout, load] of Object.entries(LOADERS)) expect(await load()).toBe(LAZY[layout as keyof typeof LAZY])
    expect({ ...BROWSER_LOADS }).toEqual({ ...LOADS })
    expect(LOADS.STATIC_LAYOUTS.length + LOADS.LAZY_LAYOUTS.length).toBeGreaterThan(0)
    expect(blockModuleSource('block-loads', '/x')).not.toMatch(/zod|import/)
  })

  it('stop the build naming the file a declared block lacks', () => {
    const missing = missingComponents('/repo/blocks', (file) => !file.endsWith('/tabs/Tabs.tsx'))
    expect(missing).toEqual([
      'block "tabs" (blocks/tabs/schema.ts, load: \'eager\') has no component: expected blocks/tabs/Tabs.tsx ' +
        'exporting Tabs (blocks/component-name.ts)',
    ])
  })
})
