// Stable ACF keys: a field's, layout's or group's key is a hash of its path (group/field/sub field), so regenerating
// never changes a key that exists and ACF keeps every saved value (ACF stores values under the field's key).
import { sha256 } from '#lib/sha256.server.ts'

/** `field_…`, `layout_…` or `group_…` plus 13 hex digits (the length of ACF's own uniqid keys) of the path's hash. */
export function acfKey(prefix: 'field' | 'layout' | 'group', path: string): string {
  return `${prefix}_${sha256(path).slice(0, 13)}`
}
