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

export type Pc4Place = {
  postcode4: string
  place: string
  province: string
  municipality: string
  lat: number
  lng: number
}

/**
 * The table's rows as places in the GeoNames dump's own order: by province, then municipality, as the dump first
 * lists them (their index order in the table), then by postcode. The bundled CMS's content generators pick places
 * by position with a seeded PRNG, so this order keeps their output the same as when they read the dump itself.
 */
export function pc4PlacesInDumpOrder(table: Pc4Table): Pc4Place[] {
  return table.rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row[2] - b.row[2] || a.row[3] - b.row[3] || a.i - b.i)
    .map(({ row: [postcode4, place, p, m, lat, lng] }) => ({
      postcode4,
      place,
      province: table.provinces[p] ?? '',
      municipality: table.municipalities[m] ?? '',
      lat,
      lng,
    }))
}
