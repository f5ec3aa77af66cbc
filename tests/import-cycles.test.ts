import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importCycles } from './import-cycles.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A small source tree with a package.json `imports` map like the project's. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'))
  dirs.push(root)
  const all = { 'package.json': JSON.stringify({ type: 'module', imports: { '#lib/*': './lib/*' } }), ...files }
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

describe('import circles', () => {
  it('finds none in the source tree', () => {
    expect(importCycles(path.resolve(import.meta.dirname, '..'))).toEqual([])
  })

  it('names a circle of type-only imports through a package.json alias, file by file', () => {
    const root = tree({
      'build/plan.ts': "import type { State } from './state.ts'\nexport type Plan = { state?: State }\n",
      'build/state.ts': "import type { Step } from '#lib/step.ts'\nexport type State = { step?: Step }\n",
      'lib/step.ts': "import type { Plan } from '../build/plan.ts'\nexport type Step = { plan?: Plan }\n",
      'lib/apart.ts': "import type { Step } from './step.ts'\nexport type Apart = Step\n",
    })
    expect(importCycles(root)).toEqual([['build/plan.ts', 'build/state.ts', 'lib/step.ts', 'build/plan.ts']])
  })

  it('counts re-exports and a file importing itself, and leaves dynamic imports alone', () => {
    const root = tree({
      'a.ts': "export { b } from './b.ts'\nexport const a = 1\n",
      'b.ts': "export * from './a.ts'\nexport const b = 2\n",
      'self.ts': "import { x } from './self.ts'\nexport const x = 1\nexport const y = x\n",
      'lazy.ts': "export const load = () => import('./lazy-user.ts')\n",
      'lazy-user.ts': "import { load } from './lazy.ts'\nexport const again = load\n",
    })
    expect(importCycles(root)).toEqual([
      ['a.ts', 'b.ts', 'a.ts'],
      ['self.ts', 'self.ts'],
    ])
  })
})
