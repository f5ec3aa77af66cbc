// The chip lookup result (spec §3): what GET /api/chip-number-details answers (functions/chip-number-details.ts parses
// the registry's answer with it) and what the chip_number block shows (blocks/chip_number/chip-lookup.ts). One shape
// for both ends.
import { z } from 'zod'

const text = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .transform((v) => v?.trim() ?? '')
const ResidenceSchema = z.object({
  naam: text,
  adresOmsME: text,
  postcodeOmsME: text,
  woonplaatsME: text,
  telefoonME: text,
})
export const AnimalSchema = z.object({
  dierDetails: z.object({ dierLandcode: text, dierLevensnummer: text, geboorteDatum: text }),
  dierDetailsVerblijfplaatsen: z
    .union([z.array(ResidenceSchema), ResidenceSchema.transform((r) => [r])])
    .nullish()
    .transform((v) => v ?? []),
})
export const ChipLookupResultSchema = AnimalSchema.extend({ requestID: text, selDierLevensnummer: text })
export type ChipLookupResult = z.output<typeof ChipLookupResultSchema>
export type ChipResidence = ChipLookupResult['dierDetailsVerblijfplaatsen'][number]
