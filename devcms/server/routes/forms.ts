// Gravity Forms REST v2: GET /gf/v2/forms/<id> (definition) and POST /gf/v2/forms/<id>/submissions (validate, store).
import { isRecord } from '../../store/files.ts'
import type { Ctx } from '../context.ts'
import { fieldValues, validateSubmission } from '../gf-validate.ts'
import { notFound, reply, WpError, type Reply } from '../http.ts'
import { route, type Route } from '../router.ts'

function formOf(ctx: Ctx) {
  const form = ctx.catalog.forms.get(Number(ctx.params.id))
  if (!form) throw notFound('not_found', 'Form not found')
  return form
}

function getForm(ctx: Ctx): Reply {
  return reply(formOf(ctx))
}

async function submit(ctx: Ctx): Promise<Reply> {
  const form = formOf(ctx)
  if (!isRecord(ctx.body))
    throw new WpError(400, 'rest_invalid_json', 'Expected a JSON or form body with input_<fieldId> values.')
  const values = ctx.body
  const messages = validateSubmission(form, values)
  if (Object.keys(messages).length) {
    return reply({ is_valid: false, validation_messages: messages, page_number: 1, source_page_number: 1 }, {}, 400)
  }
  const stored = Object.fromEntries(form.fields.map((f) => [String(f.id), fieldValues(values, f)]))
  const entry = await ctx.app.submissions.add(form.id, stored)
  return reply({
    is_valid: true,
    page_number: 0,
    source_page_number: 1,
    confirmation_type: 'message',
    confirmation_message: form.confirmation_message,
    entry_id: entry.entry_id,
  })
}

export function formRoutes(): Route[] {
  return [route('GET', '/gf/v2/forms/:id', getForm), route('POST', '/gf/v2/forms/:id/submissions', submit)]
}
