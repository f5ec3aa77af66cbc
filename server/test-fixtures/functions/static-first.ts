// Test fixture: preferStatic — the file at /over-ons/ wins, other paths under it reach the function.
import type { Config } from '#functions/_runtime/types.ts'

export default () => new Response('from function')

export const config: Config = { path: '/over-ons/*', preferStatic: true }
