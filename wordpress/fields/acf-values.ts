// A contract value (as the bundled content holds it) → the value ACF's get_field_objects()/REST gives for the field
// that edits it, following each field type's documented format_value: an image "Image ID" → its id, a link → its array,
// a post object / user → an id, a relationship → a list of ids, a single taxonomy select → one id, a repeater or
// flexible content → rows (false when empty), a group → its sub values, a number → its string (ACF stores text), a
// date-time picker → "Y-m-d H:i:s". On the way it checks that the value fits the field (type, choices, required,
// no key without a field), so the content set is something an editor could have made with these screens.
import { isRecord } from '#lib/is-record.ts'
import type { AcfFieldJson } from './acf-format.ts'

type Obj = Record<string, unknown>
const empty = (v: unknown) =>
  v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && !v.length)

/** A media id by the URL path of one of its files (`/wp-content/uploads/2026/05/x-150x150.jpg`). */
export type MediaByUrl = (path: string) => number | undefined

export class AcfValues {
  readonly problems: string[] = []
  constructor(private readonly mediaByUrl: MediaByUrl = () => undefined) {}
  private problem(path: string, what: string): undefined {
    this.problems.push(`${path}: ${what}`)
    return undefined
  }

  /** An object's values for a list of fields (a group, a row, a layout, the top of a field group). */
  fields(fields: AcfFieldJson[], value: unknown, path: string, ignore: string[] = []): Obj {
    const source = isRecord(value) ? value : {}
    if (!isRecord(value) && !empty(value)) this.problem(path, `expected an object, got ${JSON.stringify(value)}`)
    const names = new Set(fields.map((f) => f.name))
    for (const key of Object.keys(source))
      if (!names.has(key) && !ignore.includes(key)) this.problem(`${path}.${key}`, 'no editing field for this key')
    return Object.fromEntries(fields.map((f) => [f.name, this.value(f, source[f.name], `${path}.${f.name}`)]))
  }

  value(field: AcfFieldJson, value: unknown, path: string): unknown {
    if (empty(value) && field.required && field.type !== 'true_false')
      return this.problem(path, `required ${field.type} is empty`)
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'wysiwyg':
        if (value === undefined || value === null) return null
        return typeof value === 'string' ? value : this.problem(path, `expected text, got ${JSON.stringify(value)}`)
      case 'number':
        if (empty(value)) return ''
        return typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
          ? String(value)
          : this.problem(path, `expected a number, got ${JSON.stringify(value)}`)
      case 'true_false':
        if (value === undefined || value === null || value === '') return false
        return typeof value === 'boolean' || value === 1 || value === 0 || value === '1' || value === '0'
          ? Boolean(Number(value))
          : this.problem(path, `expected true or false, got ${JSON.stringify(value)}`)
      case 'select': {
        if (value === undefined || value === null) return null
        if (value === false || value === '') return field.allow_null ? '' : this.problem(path, 'no choice made')
        const choices = field.choices as Obj
        return typeof value === 'string' && value in choices
          ? value
          : this.problem(path, `${JSON.stringify(value)} is not one of ${Object.keys(choices).join(', ')}`)
      }
      case 'image':
        if (empty(value)) return false
        if (field.return_format === 'url')
          return typeof value === 'string' ? value : this.problem(path, 'expected an image URL')
        if (field.hoefslag_shape === 'image_html') {
          const src =
            isRecord(value) && typeof value.html === 'string'
              ? /<img[^>]*\ssrc="([^"]+)"/.exec(value.html)?.[1]
              : undefined
          return (
            (src && this.mediaByUrl(src)) ??
            this.problem(path, `expected an <img> of the media library, got ${JSON.stringify(value)}`)
          )
        }
        if (isRecord(value) && typeof value.$media === 'number') return value.$media
        if (isRecord(value) && typeof value.id === 'number') return value.id
        return this.problem(path, `expected a media item, got ${JSON.stringify(value)}`)
      case 'link':
        if (empty(value)) return false
        return isRecord(value) && typeof value.url === 'string'
          ? { title: '', target: '', ...value }
          : this.problem(path, `expected a link, got ${JSON.stringify(value)}`)
      case 'post_object':
      case 'user':
        if (empty(value) || value === 0) return false
        return this.id(value, path)
      case 'relationship':
        if (empty(value)) return false
        return Array.isArray(value)
          ? value.map((v, i) => this.id(v, `${path}[${String(i)}]`))
          : this.problem(path, 'expected a list of ids')
      case 'taxonomy':
        if (empty(value)) return false
        if (field.multiple)
          return Array.isArray(value)
            ? value.map((v, i) => this.id(v, `${path}[${String(i)}]`))
            : this.problem(path, 'expected a list of term ids')
        return this.id(value, path)
      case 'date_time_picker': {
        if (empty(value)) return ''
        const m = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?$/.exec(value) : null
        return m
          ? `${m[1] ?? ''} ${m[2] ?? ''}:${m[3] ?? '00'}`
          : this.problem(path, `expected a date and time, got ${JSON.stringify(value)}`)
      }
      case 'time_picker': {
        if (empty(value)) return ''
        const m = typeof value === 'string' ? /^(\d{2}:\d{2})(?::\d{2})?$/.exec(value) : null
        return m ? m[1] : this.problem(path, `expected a time HH:MM, got ${JSON.stringify(value)}`)
      }
      case 'group':
        if (isAuthorRef(field)) return empty(value) ? false : this.authorRef(value, path)
        return this.fields(field.sub_fields as AcfFieldJson[], value, path)
      case 'repeater':
        return this.repeater(field, value, path)
      case 'flexible_content':
        return this.flexible(field, value, path)
      default:
        return this.problem(path, `no value for a field of type ${field.type}`)
    }
  }

  private id(value: unknown, path: string): number | undefined {
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    return typeof n === 'number' && Number.isInteger(n) && n > 0
      ? n
      : this.problem(path, `expected an id, got ${JSON.stringify(value)}`)
  }

  private authorRef(value: unknown, path: string): Obj | undefined {
    if (!isRecord(value) || (value.type !== undefined && value.type !== 'user' && value.type !== 'guest_author'))
      return this.problem(path, `expected an author reference, got ${JSON.stringify(value)}`)
    const type = value.type === 'guest_author' ? 'guest_author' : 'user'
    const id = this.id(value.id, `${path}.id`) ?? null
    return { type, user: type === 'user' ? id : false, guest_author: type === 'guest_author' ? id : false }
  }

  private repeater(field: AcfFieldJson, value: unknown, path: string): unknown {
    const subFields = field.sub_fields as AcfFieldJson[]
    let rows: unknown[]
    if (field.hoefslag_shape === 'record') {
      if (!isRecord(value)) return this.problem(path, 'expected an object of texts')
      rows = Object.entries(value).map(([key, v]) => ({ key, value: v }))
    } else if (field.hoefslag_shape === 'strings') {
      rows = Array.isArray(value) ? value.map((v) => ({ [subFields[0]?.name ?? '']: v })) : []
    } else if (Array.isArray(value)) rows = value
    else if (empty(value)) rows = []
    else return this.problem(path, `expected a list, got ${JSON.stringify(value)}`)
    if (rows.length < Number(field.min)) this.problem(path, `needs at least ${String(field.min)} rows`)
    if (!rows.length) return false
    if (isAuthorRefFields(subFields)) return rows.map((row, i) => this.authorRef(row, `${path}[${String(i)}]`))
    return rows.map((row, i) => this.fields(subFields, row, `${path}[${String(i)}]`))
  }

  private flexible(field: AcfFieldJson, value: unknown, path: string): unknown {
    if (empty(value)) return false
    if (!Array.isArray(value)) return this.problem(path, 'expected a list of blocks')
    const layouts = new Map(
      Object.values(field.layouts as Record<string, { name: string; sub_fields: AcfFieldJson[] }>).map((l) => [
        l.name,
        l,
      ]),
    )
    return value.map((block, i) => {
      const at = `${path}[${String(i)}]`
      const layout =
        isRecord(block) && typeof block.acf_fc_layout === 'string' ? layouts.get(block.acf_fc_layout) : undefined
      if (!layout) return this.problem(at, `no layout ${JSON.stringify(isRecord(block) ? block.acf_fc_layout : block)}`)
      return {
        acf_fc_layout: layout.name,
        ...this.fields(layout.sub_fields, block, `${at}(${layout.name})`, ['acf_fc_layout', 'form']),
      }
    })
  }
}

const isAuthorRefFields = (fields: AcfFieldJson[]) => fields.map((f) => f.name).join() === 'type,user,guest_author'
const isAuthorRef = (field: AcfFieldJson) => isAuthorRefFields((field.sub_fields as AcfFieldJson[] | undefined) ?? [])
