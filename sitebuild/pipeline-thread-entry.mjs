// The pipeline thread's entry: registers tsx's loader in this thread (a worker does not inherit the main thread's),
// then runs the TypeScript side (pipeline-thread-worker.ts).
import { register } from 'tsx/esm/api'

register()
await import('./pipeline-thread-worker.ts')
