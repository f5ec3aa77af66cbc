// `#block-loads` in the browser bundle: which blocks load statically and which lazily, as the build read them from the
// manifest (blocks/vite-block-components.ts writes the two lists as data), so that the browser knows them without
// loading a schema (tests/e2e/budgets-js.spec.ts).
export { LAZY_LAYOUTS, STATIC_LAYOUTS } from 'virtual:hoefslag/block-loads'
