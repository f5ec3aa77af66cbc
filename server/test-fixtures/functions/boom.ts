// Test fixture: a function that throws.
import type { Config } from '#functions/_runtime/types.ts'

export default () => {
  throw new Error('kapot')
}

export const config: Config = { path: '/api/boom' }
