// POST /wp/v2/general-settings with an editor's credentials: changes the general settings as the companion plugin's
// route does without ACF, one difference: the top-level keys sent replace those stored and the others stay (the search
// insights send `search_settings` alone when an editor adds a synonym or pins a page). The result must still be valid
// general settings (the pipeline's schema), else 400 naming what is wrong. In memory, like every edit here; the build
// hook is called as after any change to published content.
import { WpGeneralSettingsSchema } from '#pipeline/schemas/wp/site.ts'
import { isRecord } from '../store/files.ts'
import type { Ctx } from '../server/context.ts'
import { reply, WpError, type Reply } from '../server/http.ts'

export function updateGeneralSettings(ctx: Ctx): Reply {
  if (!ctx.user) throw new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.')
  if (!isRecord(ctx.body)) throw new WpError(400, 'rest_invalid_json', 'The body must be a JSON object.')
  // Checked as served (media expanded), stored as kept (media by reference): only the keys sent change.
  const checked = WpGeneralSettingsSchema.safeParse({ ...ctx.catalog.settings(), ...ctx.body })
  if (!checked.success) {
    const issue = checked.error.issues[0]
    const at = issue?.path.join('.') ?? ''
    throw new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${at}: ${issue?.message ?? 'invalid'}`)
  }
  ctx.catalog.store.settings = { ...ctx.catalog.store.settings, ...ctx.body }
  return reply(ctx.app.changed(['option hoefslag_general_settings']).settings())
}
