// #lazy-blocks has two sides (blocks/lazy-block.tsx): the browser's must offer every block the server renders, or a
// page would render the block and the browser would drop it at hydration.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { LAZY_BLOCKS as CLIENT } from './lazy-blocks.client.ts'
import { LAZY_BLOCKS as SERVER } from './lazy-blocks.server.ts'
import { LAZY_BLOCKS } from '#lazy-blocks'
import { suspended } from './lazy-block.tsx'

describe('#lazy-blocks', () => {
  it('offers the same blocks in the browser bundle as on the server', () => {
    expect(Object.keys(CLIENT).sort()).toEqual(Object.keys(SERVER).sort())
  })

  it('resolves to the components themselves outside the browser, and to lazy ones in it (package.json "imports")', () => {
    expect(LAZY_BLOCKS).toBe(SERVER)
    const imports = (
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
        imports: Record<string, Record<string, string>>
      }
    ).imports['#lazy-blocks']
    expect(imports).toEqual({ browser: './blocks/lazy-blocks.client.ts', default: './blocks/lazy-blocks.server.ts' })
  })

  it('wraps a block in a Suspense boundary on the server, the boundary the browser hydrates when the code arrives', () => {
    const Block = suspended(({ text }: { text: string }) => createElement('p', null, text))
    expect(renderToString(createElement(Block, { text: 'Chipnummer' }))).toBe('<!--$--><p>Chipnummer</p><!--/$-->')
  })
})
