// Test fixture: a function in a folder of its own.
import type { Config } from '#functions/_runtime/types.ts'

export default () => new Response('folder')

export const config: Config = { path: '/api/folder', method: 'GET' }
