// Fault injection: configuration (`CMS_FAULTS`, `--faults`, PUT /__devcms/faults) and deterministic, recoverable decisions.
import { sha256 } from '#lib/sha256.server.ts'
import { z } from 'zod'

const rate = z.number().min(0).max(1).default(0)
const CORRUPT = /^[a-z-]+:\d+$/

export const FaultConfigSchema = z
  .object({
    /** Added to every /wp-json request, in ms. */
    latency: z.number().min(0).default(0),
    /** Extra 0..jitter ms on top of latency (deterministic per request). */
    jitter: z.number().min(0).default(0),
    /** Share answered 500 or 503. */
    error_rate: rate,
    /** Share answered 429 with Retry-After. */
    rate_limit: rate,
    /** Seconds in the Retry-After header. */
    retry_after: z.number().int().min(0).default(1),
    /** Share answered 200 with a truncated JSON body. */
    malformed_json_rate: rate,
    /** Share that sends headers and then never finishes the body. */
    stall_rate: rate,
    /** A URL fails at most this many times in a row; the next attempt succeeds. */
    max_consecutive: z.number().int().min(0).default(2),
    seed: z.string().default('hoefslag'),
    /** `<rest base>:<id>` items served invalid in every answer. */
    corrupt: z.array(z.string().regex(CORRUPT, 'expected <base>:<id>, e.g. articles:1007')).default([]),
  })
  .refine(
    (c) => c.error_rate + c.rate_limit + c.malformed_json_rate + c.stall_rate <= 1,
    'the fault rates add up to more than 1',
  )
export type FaultConfig = z.infer<typeof FaultConfigSchema>
export type FaultKind = 'error' | 'rate_limit' | 'malformed' | 'stall'

const ALIASES: Record<string, string> = {
  malformed: 'malformed_json_rate',
  stall: 'stall_rate',
  errors: 'error_rate',
  max_failures: 'max_consecutive',
}

export const NO_FAULTS: FaultConfig = FaultConfigSchema.parse({})

/** `latency=20,error_rate=0.1,corrupt=articles:1007;posts:2001` → a validated config (throws a readable error). */
export function parseFaultSpec(spec: string): FaultConfig {
  const raw: Record<string, unknown> = {}
  const corrupt: string[] = []
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=')
    if (eq < 0) throw new Error(`fault "${part}": expected key=value`)
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    const name = ALIASES[key] ?? key
    if (name === 'corrupt') corrupt.push(...value.split(/[;|+ ]/).filter(Boolean))
    else if (name === 'seed') raw.seed = value
    else raw[name] = Number(value)
  }
  return parseFaultConfig({ ...raw, corrupt })
}

export function parseFaultConfig(input: unknown): FaultConfig {
  const result = FaultConfigSchema.safeParse(input)
  if (result.success) {
    const known = new Set(Object.keys(NO_FAULTS))
    const unknown = typeof input === 'object' && input !== null ? Object.keys(input).filter((k) => !known.has(k)) : []
    if (unknown.length) throw new Error(`unknown fault setting(s): ${unknown.join(', ')}`)
    return result.data
  }
  throw new Error(
    `invalid faults: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
  )
}

export type FaultDecision = { attempt: number; latencyMs: number; fault?: FaultKind; status?: 500 | 503 }

/** Three uniform numbers in [0, 1) from (seed, key, attempt). */
function uniforms(seed: string, key: string, attempt: number): [number, number, number] {
  const hex = sha256(`${seed}\0${key}\0${attempt}`)
  const at = (byte: number) => parseInt(hex.slice(byte * 2, byte * 2 + 12), 16) / 2 ** 48
  return [at(0), at(6), at(12)]
}

export class FaultController {
  #config: FaultConfig = NO_FAULTS
  #attempts = new Map<string, number>()
  #streaks = new Map<string, number>()

  constructor(config: FaultConfig = NO_FAULTS) {
    this.#config = config
  }

  get config(): FaultConfig {
    return this.#config
  }

  set(config: FaultConfig): void {
    this.#config = config
  }

  /** Forgets every URL's attempt count, so the same requests get the same faults again. */
  reset(): void {
    this.#attempts.clear()
    this.#streaks.clear()
  }

  isCorrupt(base: string, id: number): boolean {
    return (
      this.#config.corrupt.length > 0 && this.#config.corrupt.includes(`${base === 'authors' ? 'users' : base}:${id}`)
    )
  }

  /** The fate of the next request for `key` (method + URL): decided by a hash, so a rerun sees the same faults. */
  decide(key: string): FaultDecision {
    const c = this.#config
    const attempt = (this.#attempts.get(key) ?? 0) + 1
    this.#attempts.set(key, attempt)
    const [pick, jitter, kind] = uniforms(c.seed, key, attempt)
    const latencyMs = c.latency + Math.floor(jitter * c.jitter)
    const streak = this.#streaks.get(key) ?? 0
    let fault: FaultKind | undefined
    if (streak < c.max_consecutive) {
      const buckets: [FaultKind, number][] = [
        ['error', c.error_rate],
        ['rate_limit', c.rate_limit],
        ['malformed', c.malformed_json_rate],
        ['stall', c.stall_rate],
      ]
      let edge = 0
      for (const [name, share] of buckets) {
        edge += share
        if (pick < edge) {
          fault = name
          break
        }
      }
    }
    this.#streaks.set(key, fault ? streak + 1 : 0)
    if (fault === 'error') return { attempt, latencyMs, fault, status: kind < 0.5 ? 500 : 503 }
    return fault ? { attempt, latencyMs, fault } : { attempt, latencyMs }
  }
}
