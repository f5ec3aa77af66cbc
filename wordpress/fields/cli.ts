// npm run wordpress:fields: writes the ACF field groups (acf-json/) from the schemas; removes group files no longer made.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ACF_JSON_DIR, generateFieldGroups, groupFileText } from './generate.ts'

const files = generateFieldGroups()
mkdirSync(ACF_JSON_DIR, { recursive: true })
for (const old of readdirSync(ACF_JSON_DIR))
  if (/^group_.*\.json$/.test(old) && !files.has(old)) rmSync(join(ACF_JSON_DIR, old))
for (const [name, group] of files) writeFileSync(join(ACF_JSON_DIR, name), groupFileText(group))
console.log(`${String(files.size)} field groups written to ${ACF_JSON_DIR}/`)
