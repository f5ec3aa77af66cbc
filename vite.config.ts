// Vite + Vike: React pages prerendered from the snapshot (see renderer/+config.ts).
import { createHash } from 'node:crypto'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { mailBlueEmbedTemplate } from './env/mailblue.ts'

/** Short CSS-module class names in builds (decision 016): `_` + 6 hash characters of file and class, the same in the
 * server and client bundles. Every element carries them, so they weigh on every page's HTML. */
const shortClassName = (name: string, filename: string) =>
  `_${createHash('sha256').update(`${path.relative(import.meta.dirname, filename.split('?')[0] ?? filename)}:${name}`).digest('base64url').slice(0, 6)}`

export default defineConfig(({ command }) => ({
  plugins: [react(), vike()],
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
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout)[\\/]/, priority: 30 },
                // Shared by the search page and the finder's term pages: left to the grouping below, Rolldown merges these
                // small modules into the finder entry, and the search page then loads that entry and its imports (~10 KB).
                { name: 'results-ui', test: /[\\/]components[\\/](Spinner\.tsx|search[\\/]NoResults\.tsx)/, priority: 20 },
                { name: 'app', test: (id: string) => !id.includes('node_modules'), entriesAware: true, entriesAwareMergeThreshold: 3 * 1024, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
}))

