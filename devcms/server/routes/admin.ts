// Operator endpoints outside /wp-json: faults (GET/PUT), counters (GET stats, POST reset), content reload, submissions.
import { isRecord } from '../../store/files.ts'
import type { Ctx } from '../context.ts'
import { parseFaultConfig, parseFaultSpec } from '../faults.ts'
import { reply, WpError, type Reply } from '../http.ts'
import { route, type Route } from '../router.ts'

function faults(ctx: Ctx): Reply {
  return reply(ctx.app.faults.config)
}

/** Body: a fault config object, `{ "spec": "latency=20,…" }`, or the spec string itself. Missing settings reset to none. */
function setFaults(ctx: Ctx): Reply {
  const body = ctx.body
  try {
    const config =
      typeof body === 'string'
        ? parseFaultSpec(body)
        : isRecord(body) && typeof body.spec === 'string'
          ? parseFaultSpec(body.spec)
          : parseFaultConfig(body ?? {})
    ctx.app.faults.set(config)
    ctx.app.faults.reset()
    return reply(config)
  } catch (error) {
    throw new WpError(400, 'devcms_invalid_faults', error instanceof Error ? error.message : String(error))
  }
}

function reset(ctx: Ctx): Reply {
  ctx.app.faults.reset()
  ctx.app.stats.reset()
  return reply({ reset: true })
}

/** Re-reads the content folder; on failure the loaded content stays and the reason is answered. */
async function reload(ctx: Ctx): Promise<Reply> {
  try {
    await ctx.app.reload()
  } catch (error) {
    throw new WpError(500, 'devcms_reload_failed', error instanceof Error ? error.message : String(error))
  }
  return reply({ reloaded: true })
}

export function adminRoutes(): Route[] {
  return [
    route('GET', '/__devcms/faults', faults),
    route('PUT', '/__devcms/faults', setFaults),
    route('POST', '/__devcms/faults', setFaults),
    route('GET', '/__devcms/stats', (ctx) => reply(ctx.app.stats.toJSON())),
    route('POST', '/__devcms/reset', reset),
    route('POST', '/__devcms/reload', reload),
    route('GET', '/__devcms/submissions', (ctx) => reply(ctx.app.submissions.entries)),
  ]
}
