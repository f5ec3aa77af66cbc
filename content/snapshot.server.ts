// The snapshot for pages and functions: loaded once per process (see pipeline/snapshot/read.ts).
import { loadSnapshot } from '../pipeline/snapshot/read.ts'
import type { Snapshot } from '../pipeline/model/snapshot.ts'

export function snapshot(): Snapshot {
  return loadSnapshot()
}
