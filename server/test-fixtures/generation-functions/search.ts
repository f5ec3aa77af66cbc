// Test fixture: the real search function, for server/site-handle.test.ts.
export { default, config } from '#functions/search.ts'
