// The chip lookup call (spec §7): GET /api/chip-number-details?chipNumber=…; success only on status 200 with a chip
// lookup result (spec §3), anything else (a network error, another status, no data) is a failure. Runs in the browser.
import type { ChipLookupResult, ChipResidence } from '#lib/chip-lookup-result.ts'
import { isRecord } from '#lib/is-record.ts'

export type { ChipLookupResult, ChipResidence }

export const CHIP_LOOKUP_PATH = '/api/chip-number-details'

export class ChipLookupError extends Error {}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

function residence(v: unknown): ChipResidence | undefined {
  if (!isRecord(v)) return undefined
  return {
    naam: text(v.naam),
    adresOmsME: text(v.adresOmsME),
    postcodeOmsME: text(v.postcodeOmsME),
    woonplaatsME: text(v.woonplaatsME),
    telefoonME: text(v.telefoonME),
  }
}

/** The function's answer as a result, or undefined when it holds no animal. */
export function readChipResult(data: unknown): ChipLookupResult | undefined {
  if (!isRecord(data) || !isRecord(data.dierDetails)) return undefined
  const d = data.dierDetails
  const places = Array.isArray(data.dierDetailsVerblijfplaatsen)
    ? data.dierDetailsVerblijfplaatsen
    : [data.dierDetailsVerblijfplaatsen]
  const result: ChipLookupResult = {
    requestID: text(data.requestID),
    selDierLevensnummer: text(data.selDierLevensnummer),
    dierDetails: {
      dierLandcode: text(d.dierLandcode),
      dierLevensnummer: text(d.dierLevensnummer),
      geboorteDatum: text(d.geboorteDatum),
    },
    dierDetailsVerblijfplaatsen: places.flatMap((p) => residence(p) ?? []),
  }
  return result.dierDetails.dierLevensnummer || result.selDierLevensnummer ? result : undefined
}

export async function lookupChip(chipNumber: string, signal?: AbortSignal): Promise<ChipLookupResult> {
  const url = `${CHIP_LOOKUP_PATH}?${new URLSearchParams({ chipNumber: chipNumber.trim() })}`
  const response = await fetch(url, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) })
  if (response.status !== 200) throw new ChipLookupError(`Wrong status from API: ${response.status}`)
  const result = readChipResult(await response.json().catch(() => undefined))
  if (!result) throw new ChipLookupError('No results from API')
  return result
}
