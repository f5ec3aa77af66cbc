// The field groups as ACF local JSON (wordpress/hoefslag-headless/acf-json/group_*.json), generated from the schemas
// the pipeline validates with: `npm run wordpress:fields` writes them, a test regenerates and compares.
import type { z } from 'zod'
import type { AcfFieldGroupJson } from './acf-format.ts'
import { GROUPS, type GroupSpec } from './groups.ts'
import { acfKey } from './keys.ts'
import { UnmappableFieldError, objectFields, unwrap, type Place } from './map.ts'
import { UNLABELLED } from './texts-missing.ts'

export const ACF_JSON_DIR = 'wordpress/hoefslag-headless/acf-json'

function shapeOf(spec: GroupSpec): Record<string, z.ZodType> {
  const core = unwrap(spec.schema).core as unknown as { shape?: Record<string, z.ZodType> }
  if (!core.shape) throw new UnmappableFieldError(`${spec.name}: the group's schema is not an object`)
  if (!spec.only) return core.shape
  return Object.fromEntries(spec.only.map((name) => [name, core.shape?.[name] ?? fail(spec, name)]))
}
const fail = (spec: GroupSpec, name: string): never => {
  throw new UnmappableFieldError(`${spec.name}: no field ${name} in the schema`)
}

export function buildGroup(spec: GroupSpec): AcfFieldGroupJson {
  const at: Place = { group: spec.name, names: [spec.root], keyPath: spec.name }
  return {
    key: acfKey('group', spec.name),
    title: spec.title,
    fields: objectFields(at, shapeOf(spec)),
    location: spec.location,
    menu_order: spec.menu_order,
    position: spec.position ?? 'normal',
    style: 'default',
    label_placement: 'top',
    instruction_placement: 'label',
    hide_on_screen: '',
    active: true,
    description:
      'Gegenereerd uit de schema’s van de site (npm run wordpress:fields): wijzig het schema, niet deze groep.',
    show_in_rest: 1,
  }
}

/** Every group, by its file name. Throws on a field it cannot map or a field without a Dutch label. */
export function generateFieldGroups(): Map<string, AcfFieldGroupJson> {
  UNLABELLED.clear()
  const files = new Map<string, AcfFieldGroupJson>()
  for (const spec of GROUPS) {
    const group = buildGroup(spec)
    files.set(`${group.key}.json`, group)
  }
  if (UNLABELLED.size)
    throw new UnmappableFieldError(
      `fields without a Dutch label (wordpress/fields/texts.ts):\n  ${[...UNLABELLED].sort().join('\n  ')}`,
    )
  return files
}

/** A group file's text: as ACF writes local JSON (four-space indents, a final newline). */
export const groupFileText = (group: AcfFieldGroupJson): string => `${JSON.stringify(group, null, 4)}\n`
