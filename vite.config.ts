// Vite + Vike: React pages prerendered from the snapshot (see renderer/+config.ts).
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  build: { target: 'es2022' },
})
