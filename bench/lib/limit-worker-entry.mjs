// The limit worker's entry: registers tsx's loader in this thread, then runs limit-worker.ts.
import { register } from 'tsx/esm/api'

register()
await import('./limit-worker.ts')
