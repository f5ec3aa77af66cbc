// Reads the content folder: every JSON file of a collection, one object or an array of objects per file.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { isRecord } from '#lib/is-record.ts'

export type RawItem = { file: string; value: Record<string, unknown> }

export async function readJsonFile(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new Error(`Invalid JSON in ${file}: ${(error as Error).message}`, { cause: error })
  }
}

/** All objects of a collection folder, sorted by file name for a stable order. Missing folder: none. */
export async function readCollection(dir: string): Promise<RawItem[]> {
  let names: string[]
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()
  } catch {
    return []
  }
  const items: RawItem[] = []
  for (const name of names) {
    const file = path.join(dir, name)
    const value = await readJsonFile(file)
    const list = Array.isArray(value) ? value : [value]
    for (const [i, entry] of list.entries()) {
      if (!isRecord(entry)) throw new Error(`${file}[${i}]: expected an object`)
      items.push({ file, value: entry })
    }
  }
  return items
}

/** A JSON file holding an array (users, terms, redirects). Missing file: empty. */
export async function readArrayFile(file: string): Promise<RawItem[]> {
  let value: unknown
  try {
    value = await readJsonFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  if (!Array.isArray(value)) throw new Error(`${file}: expected an array`)
  return value.map((entry, i) => {
    if (!isRecord(entry)) throw new Error(`${file}[${i}]: expected an object`)
    return { file, value: entry }
  })
}

export { isRecord }
