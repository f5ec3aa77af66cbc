// npm run wordpress:fields: writes the ACF field groups (acf-json/) from the schemas; removes group files no longer made;
// adds to the styleguide page the example of a block it does not show yet (styleguide.ts).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ACF_JSON_DIR, generateFieldGroups, groupFileText } from './generate.ts'
import { STYLEGUIDE_FILE, writeBlockExamples } from './styleguide.ts'

const files = generateFieldGroups()
mkdirSync(ACF_JSON_DIR, { recursive: true })
for (const old of readdirSync(ACF_JSON_DIR))
  if (/^group_.*\.json$/.test(old) && !files.has(old)) rmSync(join(ACF_JSON_DIR, old))
for (const [name, group] of files) writeFileSync(join(ACF_JSON_DIR, name), groupFileText(group))
console.log(`${String(files.size)} field groups written to ${ACF_JSON_DIR}/`)
const added = writeBlockExamples()
if (added.length > 0) console.log(`the styleguide page (${STYLEGUIDE_FILE}) now shows ${added.join(', ')}`)
