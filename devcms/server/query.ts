// WordPress-style query parameters: `a=1,2`, `a[]=1&a[]=2` and `a[0]=1` all make a list; typed getters validate like WP.
import { invalidParam } from './http.ts'

const BASE_NAME = /^([^[]+)(\[[^\]]*\])?$/

export class Query {
  readonly #values = new Map<string, string[]>()

  constructor(params: URLSearchParams) {
    for (const [key, value] of params) {
      const name = BASE_NAME.exec(key)?.[1] ?? key
      this.#values.set(name, [...(this.#values.get(name) ?? []), value])
    }
  }

  has(name: string): boolean {
    return this.#values.has(name)
  }

  /** The last value given for the name. */
  str(name: string): string | undefined {
    return this.#values.get(name)?.at(-1)
  }

  /** Every value, comma lists split, empties dropped; undefined when the parameter is absent. */
  list(name: string): string[] | undefined {
    const values = this.#values.get(name)
    if (!values) return undefined
    return values
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '')
  }

  ints(name: string): number[] | undefined {
    const list = this.list(name)
    return list?.map((v, i) => {
      if (!/^\d+$/.test(v)) throw invalidParam(name, `${name}[${i}] is not of type integer.`)
      return Number(v)
    })
  }

  int(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const raw = this.str(name)
    if (raw === undefined || raw === '') return fallback
    if (!/^-?\d+$/.test(raw)) throw invalidParam(name, `${name} is not of type integer.`)
    const n = Number(raw)
    const { min, max } = bounds
    if (min !== undefined && max !== undefined && (n < min || n > max)) {
      throw invalidParam(
        name,
        `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
        'rest_out_of_bounds',
      )
    }
    if (min !== undefined && n < min)
      throw invalidParam(name, `${name} must be greater than or equal to ${min}`, 'rest_out_of_bounds')
    return n
  }

  bool(name: string): boolean | undefined {
    const raw = this.str(name)
    if (raw === undefined) return undefined
    if (['true', '1', ''].includes(raw)) return raw !== ''
    if (['false', '0'].includes(raw)) return false
    throw invalidParam(name, `${name} is not of type boolean.`)
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.str(name)
    if (raw === undefined || raw === '') return fallback
    const found = allowed.find((a) => a === raw)
    if (found === undefined)
      throw invalidParam(name, `${name} is not one of ${allowed.join(', ')}.`, 'rest_not_in_enum')
    return found
  }
}
