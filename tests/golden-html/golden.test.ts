// The golden HTML's choice of pages and what it writes as placeholders (the comparison itself runs in
// sitebuild/prerender/incremental.e2e.test.ts, over a real build).
import { describe, expect, it } from 'vitest'
import { goldenOf } from './golden.ts'

const json = (pageId: string) => JSON.stringify({ pageId, data: {} })
const build = {
  '404.html': '<p>Pagina niet gevonden</p>',
  'index.html': '<script src="/assets/entries/entry-client-routing-Bx_z1234.js" type="module" async></script>',
  'index.pageContext.json': json('/pages/index'),
  'kennisbank/b/index.html': '<p>© 2026 Hoefslag. Alle rechten voorbehouden.</p>',
  'kennisbank/b/index.pageContext.json': json('/pages/kennisbank'),
  'kennisbank/a/index.html':
    '<link rel="preload" href="/assets/layout.Ab3_x-9QzK.json"/>{"u":"\\/assets\\/chunks\\/chunk-CPu2FbiW.js"}',
  'kennisbank/a/index.pageContext.json': json('/pages/kennisbank'),
  'kennisbank/a/index.body.json': '"<p>body</p>"',
}

describe('goldenOf', () => {
  it('takes the 404 page and the first page of each route family, its HTML and its pageContext.json', () => {
    expect(Object.keys(goldenOf(build)).sort()).toEqual([
      '404.html',
      'index.html',
      'index.pageContext.json',
      'kennisbank/a/index.html',
      'kennisbank/a/index.pageContext.json',
    ])
  })

  it('writes asset hashes and the copyright year as placeholders, under a first line naming the command', () => {
    const golden = goldenOf({ ...build, 'kennisbank/a/index.html': build['kennisbank/b/index.html'] })
    expect(golden['index.html']).toMatch(
      /^golden: index\.html .*`npm run golden:html`.*\n<script src="\/assets\/entries\/entry-client-routing\.HASH\.js"/,
    )
    expect(golden['kennisbank/a/index.html']).toContain('© YEAR Hoefslag.')
    expect(goldenOf(build)['kennisbank/a/index.html']).toContain(
      'href="/assets/layout.HASH.json"/>{"u":"\\/assets\\/chunks\\/chunk.HASH.js"}',
    )
  })

  it('names a chosen file the build did not write', () => {
    const { ['index.html']: _, ...missing } = build
    expect(() => goldenOf(missing)).toThrow('the build wrote no index.html')
  })
})
