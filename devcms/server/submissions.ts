// Accepted form submissions: kept in memory and, when a file is given, appended to it as JSON lines.
import { appendFile } from 'node:fs/promises'

export type Submission = { entry_id: number; form_id: number; date_created: string; values: Record<string, string[]> }

export class Submissions {
  readonly entries: Submission[] = []
  #nextId = 1

  constructor(readonly file?: string) {}

  async add(formId: number, values: Record<string, string[]>): Promise<Submission> {
    const entry = { entry_id: this.#nextId++, form_id: formId, date_created: new Date().toISOString(), values }
    this.entries.push(entry)
    if (this.file) await appendFile(this.file, `${JSON.stringify(entry)}\n`).catch(() => undefined)
    return entry
  }
}
