// Vite + Vike: React pages prerendered from the snapshot (see renderer/+config.ts).
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // One stylesheet for the whole site (~21 KB gzip), cached after the first page, instead of ~65 CSS-module files per page.
  build: { target: 'es2022', cssCodeSplit: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout)[\\/]/, priority: 30 },
                { name: 'app', test: (id: string) => !id.includes('node_modules'), entriesAware: true, entriesAwareMergeThreshold: 3 * 1024, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
})
