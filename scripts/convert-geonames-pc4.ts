// One-off: converts the GeoNames NL postal-code dump (tab-separated: country, postcode, place, province, province
// code, municipality, municipality code, admin 3, admin 3 code, lat, lng) into the repo's own compact table,
// finder/geo/data/pc4-nl.json, which the offline geocoder bundles. Coordinates are copied as GeoNames gives them.
// The table is committed; run this again only to refresh it from a newer dump:
//   npx tsx scripts/convert-geonames-pc4.ts <path/to/geonames-nl-postal-codes.tsv>
// Data: GeoNames (https://www.geonames.org), CC BY 4.0 — the attribution travels in the file and its README.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Pc4TableSchema, type Pc4Table } from '#finder/geo/pc4-table.ts'

const OUT = path.join(import.meta.dirname, '..', 'finder', 'geo', 'data', 'pc4-nl.json')

export function convert(tsv: string): Pc4Table {
  const provinces: string[] = []
  const municipalities: string[] = []
  const indexOf = (list: string[], name: string) => {
    const at = list.indexOf(name)
    return at >= 0 ? at : list.push(name) - 1
  }
  const rows: Pc4Table['rows'] = []
  for (const line of tsv.split('\n')) {
    const c = line.split('\t')
    const [country, postcode, place, province, , municipality] = c
    const lat = Number(c[9])
    const lng = Number(c[10])
    if (
      country !== 'NL' ||
      !/^\d{4}$/.test(postcode ?? '') ||
      !place ||
      !province ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng)
    )
      continue
    rows.push([
      postcode ?? '',
      place,
      indexOf(provinces, province),
      indexOf(municipalities, municipality || place),
      lat,
      lng,
    ])
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]))
  return Pc4TableSchema.parse({
    attribution:
      'GeoNames (https://www.geonames.org), CC BY 4.0: NL postal codes with place, province, municipality and centroid',
    provinces,
    municipalities,
    rows,
  })
}

if (process.argv[1] === import.meta.filename) {
  const source = process.argv[2]
  if (!source) {
    console.error('usage: npx tsx scripts/convert-geonames-pc4.ts <geonames-nl-postal-codes.tsv>')
    process.exit(1)
  }
  const table = convert(readFileSync(source, 'utf8'))
  // One row a line: small diffs when GeoNames changes.
  const json = `{"attribution":${JSON.stringify(table.attribution)},\n"provinces":${JSON.stringify(table.provinces)},\n"municipalities":${JSON.stringify(table.municipalities)},\n"rows":[\n${table.rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`
  writeFileSync(OUT, json)
  console.log(
    `${table.rows.length} rows, ${table.provinces.length} provinces, ${table.municipalities.length} municipalities → ${path.relative(process.cwd(), OUT)}`,
  )
}
