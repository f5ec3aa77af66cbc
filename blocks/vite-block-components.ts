// The component registries, derived from the manifest at build time (Vite and Vitest): each block's component is
// found by the naming convention (blocks/component-name.ts: `blocks/<layout>/<Name>.tsx` exporting `<Name>`) and
// grouped by the `load` its declaration gives, so a new block is its folder and one line of blocks/definitions.ts.
// A glob cannot do this: its patterns are literals, so it cannot tell the eager blocks from the static and lazy ones,
// and which module imports which component *is* the split (decision 021) — the eager ones in every page's code, the
// static ones in the one chunk blocks/lazy-static-blocks.ts makes, each lazy one in a chunk of its own. So this plugin
// writes the imports the lists used to hold by hand:
//   virtual:hoefslag/block-loads              the static and the lazy layouts, as data (the browser's `#block-loads`)
//   virtual:hoefslag/block-components/<load>  the components of the blocks that load so, imported statically
//   virtual:hoefslag/block-loaders/lazy       each lazy block's dynamic import
// Their types are in blocks/virtual-modules.d.ts. The pipeline (tsx) never loads the component side, so it needs none of
// this; vite.config.ts and vitest.config.ts add the plugin.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { componentModule, componentName } from './component-name.ts'
import type { BlockLoad } from './define.ts'
import { BLOCK_DEFINITIONS } from './definitions.ts'

const PREFIX = 'virtual:hoefslag/'

const layoutsLoadedAs = (load: BlockLoad): string[] =>
  BLOCK_DEFINITIONS.filter((d) => d.load === load).map((d) => d.layout)

/** Each declared block whose component file is missing, as a message naming the layout and the file expected. */
export function missingComponents(blocksDir: string, exists: (file: string) => boolean = existsSync): string[] {
  return BLOCK_DEFINITIONS.filter((d) => !exists(path.join(blocksDir, `${componentModule(d.layout)}.tsx`))).map(
    (d) =>
      `block "${d.layout}" (blocks/${d.layout}/schema.ts, load: '${d.load}') has no component: expected ` +
      `blocks/${componentModule(d.layout)}.tsx exporting ${componentName(d.layout)} (blocks/component-name.ts)`,
  )
}

/** The source of one of the virtual modules, by its name after the prefix; undefined for any other name. */
export function blockModuleSource(name: string, blocksDir: string): string | undefined {
  const file = (layout: string) => JSON.stringify(path.join(blocksDir, `${componentModule(layout)}.tsx`))
  if (name === 'block-loads')
    return (['static', 'lazy'] as const)
      .map((load) => `export const ${load.toUpperCase()}_LAYOUTS = ${JSON.stringify(layoutsLoadedAs(load))}\n`)
      .join('')
  const components = /^block-components\/(eager|static|lazy)$/.exec(name)?.[1] as BlockLoad | undefined
  if (components) {
    const layouts = layoutsLoadedAs(components)
    return [
      ...layouts.map((layout, i) => `import { ${componentName(layout)} as c${i} } from ${file(layout)}`),
      `export const COMPONENTS = { ${layouts.map((layout, i) => `${JSON.stringify(layout)}: c${i}`).join(', ')} }`,
      '',
    ].join('\n')
  }
  if (name === 'block-loaders/lazy') {
    const loaders = layoutsLoadedAs('lazy').map(
      (layout) => `${JSON.stringify(layout)}: () => import(${file(layout)}).then((m) => m.${componentName(layout)})`,
    )
    return `export const LOADERS = {\n  ${loaders.join(',\n  ')},\n}\n`
  }
  return undefined
}

export function blockComponents(): Plugin {
  let blocksDir = ''
  return {
    name: 'hoefslag:block-components',
    enforce: 'pre',
    configResolved(config) {
      blocksDir = path.join(config.root, 'blocks')
    },
    buildStart() {
      const missing = missingComponents(blocksDir)
      if (missing.length > 0) this.error(missing.join('\n'))
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const source = blockModuleSource(id.slice(PREFIX.length + 1), blocksDir)
      if (source === undefined) this.error(`unknown module ${id.slice(1)} (blocks/vite-block-components.ts)`)
      return source
    },
  }
}
