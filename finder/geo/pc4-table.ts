// The bundled PC4 table's shape (finder/geo/data/pc4-nl.json, from GeoNames, CC BY 4.0): per row a four-digit
// postcode, its place, province and municipality (indexes) and its centroid. A postcode shared by several places
// has a row per place.
import * as z from 'zod/mini'

export const Pc4TableSchema = z.object({
  attribution: z.string(),
  provinces: z.array(z.string()),
  municipalities: z.array(z.string()),
  rows: z.array(z.tuple([z.string().check(z.regex(/^\d{4}$/)), z.string(), z.int(), z.int(), z.number(), z.number()])),
})
export type Pc4Table = z.infer<typeof Pc4TableSchema>
