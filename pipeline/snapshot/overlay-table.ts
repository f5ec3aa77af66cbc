// One entity laid over a snapshot table without copying it (an editor's preview, pipeline/live/): the same record as
// `{ ...table, [key]: value }` — same keys in the same order, same values — but nothing of `table` is read until asked
// for, so a table read on demand (lazy-table.ts) stays on disk.
const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key)

/** The keys of `{ ...table, [key]: … }`: integer keys ascending first, then the others in insertion order, as for any object. */
function keysWith(keys: string[], key: string): string[] {
  if (keys.includes(key)) return keys
  if (!isIndex(key)) return [...keys, key]
  const at = keys.findIndex((k) => !isIndex(k) || Number(k) > Number(key))
  return at === -1 ? [...keys, key] : [...keys.slice(0, at), key, ...keys.slice(at)]
}

export function withEntity<T>(table: Record<string, T>, key: string | number, value: T): Record<string, T> {
  const name = String(key)
  let keys: string[] | undefined
  return new Proxy(table, {
    get(target, prop, receiver) {
      return prop === name ? value : Reflect.get(target, prop, receiver)
    },
    has(target, prop) {
      return prop === name || Reflect.has(target, prop)
    },
    ownKeys(target) {
      return (keys ??= keysWith(
        Reflect.ownKeys(target).filter((k): k is string => typeof k === 'string'),
        name,
      ))
    },
    getOwnPropertyDescriptor(target, prop) {
      if (prop === name) return { value, writable: false, enumerable: true, configurable: true }
      return Reflect.getOwnPropertyDescriptor(target, prop)
    },
  })
}
