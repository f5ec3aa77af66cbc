// The worker thread's entry: registers tsx's loader in this thread (a worker does not inherit the main thread's), then
// runs the TypeScript worker (worker.ts).
import { register } from 'tsx/esm/api'

register()
await import('./worker.ts')
