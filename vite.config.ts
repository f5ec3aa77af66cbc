// Vite + Vike: React pages prerendered from the snapshot (see pages/+config.ts).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { mailBlueEmbedTemplate } from './lib/env/mailblue.ts'
import { sha256 } from './lib/sha256.server.ts'
import { LAZY_BLOCK_MODULES } from './blocks/lazy-modules.ts'
import { blockComponents } from './blocks/vite-block-components.ts'

/** Short CSS-module class names in builds (decision 016): `_` + 6 hash characters of file and class, the same in the
 * server and client bundles. Every element carries them, so they weigh on every page's HTML. */
const shortClassName = (name: string, filename: string) =>
  `_${sha256(`${path.relative(import.meta.dirname, filename.split('?')[0] ?? filename)}:${name}`, 'base64url').slice(0, 6)}`

/** The blocks the browser loads with the page that shows them (blocks/lazy-modules.ts, blocks/lazy-static.ts). */
const LAZY_BLOCK_MODULE = new RegExp(
  `[\\\\/]blocks[\\\\/](${[...Object.values(LAZY_BLOCK_MODULES), 'lazy-static-blocks'].map((name) => name.replace('/', '[\\\\/]')).join('|')})\\.tsx?$`,
)

/**
 * dist/lazy-block-chunks.json: which chunk holds each lazily loaded block's module. The `app` group below merges them
 * into chunks Vite's manifest does not name after them; tests/budgets/page-js.ts reads this to count the block code a
 * page fetches before it hydrates. Beside the manifest, outside the published client folder.
 */
const lazyBlockChunks = (): Plugin => ({
  name: 'hoefslag:lazy-block-chunks',
  applyToEnvironment: (environment) => environment.name === 'client',
  writeBundle(options, bundle) {
    const chunks: Record<string, string> = {}
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue
      for (const id of output.moduleIds) {
        const name = LAZY_BLOCK_MODULE.exec(id)?.[1]?.replace(/\\/g, '/')
        if (name) chunks[name] = output.fileName
      }
    }
    if (options.dir)
      writeFileSync(path.join(options.dir, '..', 'lazy-block-chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`)
  },
})

const SHELL_MODULE = (id: string) =>
  /[\\/](views[\\/]chrome|ui[\\/](browser|ads|icons|consent|modal|newsletter))[\\/]|[\\/]lib[\\/](session-cookie|cookie-header)\.ts$|[\\/]node_modules[\\/]cookie[\\/]|[\\/]pages[\\/]\+[^\\/]*$/.test(
    id,
  ) &&
  !/[\\/](MobileMenu|mobile-menu-tree|swiper-slider|partner-slider-options|modals|cookie-config)\.|\+Head|head[\\/]/.test(
    id,
  )

export default defineConfig(({ command }) => ({
  plugins: [blockComponents(), react(), vike(), lazyBlockChunks()],
  // One stylesheet for the whole site (~21 KB gzip), cached after the first page, instead of ~65 CSS-module files per page.
  build: { target: 'es2022', cssCodeSplit: false },
  ...(command === 'build' ? { css: { modules: { generateScopedName: shortClassName } } } : {}),
  // The newsletter embed: VITE_MAILBLUE_EMBED_URL, or the bundled local CMS's stand-in when the build reads that CMS.
  define: { 'import.meta.env.VITE_MAILBLUE_EMBED_URL': JSON.stringify(mailBlueEmbedTemplate(process.env) ?? '') },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout)[\\/]/,
                  priority: 30,
                },
                // Shared by the search page and the finder's term pages: left to the grouping below, Rolldown merges these
                // small modules into the finder entry, and the search page then loads that entry and its imports (~10 KB).
                {
                  name: 'results-ui',
                  test: /[\\/](ui[\\/]Spinner\.tsx|views[\\/]search[\\/]NoResults\.tsx)/,
                  priority: 20,
                },
                // Cards shared by page entries and the lazily loaded blocks (blocks/lazy-static.ts): left to the grouping below,
                // Rolldown puts one into a page's entry, and another page then loads that entry and what it imports.
                { name: 'cards', test: /[\\/]ui[\\/]cards[\\/]/, priority: 15 },
                // The site's shell — the layout, its hooks and what every page renders around its content — in one chunk:
                // left to the grouping below, the modules it shares with the widgets loaded on demand (the mobile menu, the
                // cookie panel's configuration) can become small chunks of their own that every page then loads too.
                { name: 'shell', test: SHELL_MODULE, priority: 12 },
                {
                  name: 'app',
                  test: (id: string) => !id.includes('node_modules'),
                  entriesAware: true,
                  entriesAwareMergeThreshold: 3 * 1024,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
}))
