// The static blocks' components (blocks/lazy-static.ts): imported by the server's `#lazy-blocks`, and in the browser
// as one lazily loaded chunk (blocks/lazy-blocks.client.ts). The components themselves are the blocks that declare
// `load: 'static'`, imported by the module blocks/vite-block-components.ts writes; this module stays the one the
// browser imports dynamically, so that their chunk keeps its name (vite.config.ts, tests/e2e/blocks.spec.ts).
export { COMPONENTS as STATIC_BLOCK_COMPONENTS } from 'virtual:hoefslag/block-components/static'
