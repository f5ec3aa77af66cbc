// One GET to an online geocoding provider: JSON within the timeout, else a GeocodeFailure UNKNOWN_ERROR (the
// function answers 502) that names the provider and the cause, never the URL (it may carry a key).
import type * as z from 'zod/mini'
import { GeocodeFailure } from './provider.ts'

export async function fetchJson<T>(
  provider: string,
  url: URL,
  timeoutMs: number,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable'
    throw new GeocodeFailure('UNKNOWN_ERROR', `The ${provider} geocoder is ${reason}`, { cause: error })
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new GeocodeFailure('UNKNOWN_ERROR', `The ${provider} geocoder answered ${response.status}`)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new GeocodeFailure('UNKNOWN_ERROR', `The ${provider} geocoder answered no JSON`, { cause: error })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new GeocodeFailure('UNKNOWN_ERROR', `The ${provider} geocoder answered an unexpected shape`)
  return parsed.data
}
