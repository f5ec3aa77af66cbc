// Creating objects in batches (Rest.batch: one WordPress boot for up to 25) while keeping the content set's ids: a batch
// holds only objects whose ids follow each other, so after the table's next id is set to the first one (ids.ts),
// WordPress gives each the id the set says, in order; a gap in the ids starts a new batch.
import { MAX_BATCH, type JsonObject, type Rest } from '../rest.ts'
import { expectId, nextId, type Table } from './ids.ts'

export type Creation = {
  /** The content set's id the object must get. */
  id: number
  /** What the object is, for an error message (e.g. "pages over-ons"). */
  kind: string
  route: string
  body: JsonObject
}

/** Creates each object through its REST route, in order, in as few requests as the ids allow. */
export async function createInBatches(rest: Rest, table: Table, creations: Creation[]): Promise<void> {
  let run: Creation[] = []
  const flush = async () => {
    const first = run[0]
    if (!first) return
    await nextId(table, first.id)
    const created = await rest.batch(run.map(({ route, body }) => ({ route, body })))
    run.forEach((creation, i) => expectId(creation.kind, creation.id, created[i]?.id, table))
    run = []
  }
  for (const creation of creations) {
    const last = run.at(-1)
    if (run.length === MAX_BATCH || (last && creation.id !== last.id + 1)) await flush()
    run.push(creation)
  }
  await flush()
}
