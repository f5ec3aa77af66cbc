// `_fields`: keep only the named (possibly nested, dotted) fields of a REST object, as WordPress does.
import { isRecord } from '../store/files.ts'
import type { Obj } from '../store/store.ts'

function pickPath(source: Obj, target: Obj, path: string[]): void {
  const [head, ...rest] = path
  if (head === undefined || !(head in source)) return
  const value = source[head]
  if (rest.length === 0 || !isRecord(value)) {
    target[head] = value
    return
  }
  const child = isRecord(target[head]) ? target[head] : {}
  pickPath(value, child, rest)
  target[head] = child
}

export function pickFields(item: Obj, fields: string[] | undefined): Obj {
  if (!fields || fields.length === 0) return item
  const out: Obj = {}
  for (const field of fields) pickPath(item, out, field.split('.'))
  return out
}
