// The `corrupt` fault: one item made invalid against the contract (title becomes a number, a required field disappears).
import type { Obj } from '../store/store.ts'

export function corruptItem(item: Obj): Obj {
  const out: Obj = { ...item }
  if ('title' in out) {
    out.title = 404
    delete out.date
  } else if ('name' in out) {
    out.name = 404
    delete out.slug
  } else {
    delete out.id
  }
  return out
}
