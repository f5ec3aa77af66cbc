// A crash in the site server itself while it serves a shareable preview link: the log names the request
// with the link's token redacted (functions/_runtime/redact-log.ts), and the visitor gets a 500, not a hang.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REDACTED } from '#functions/_runtime/redact-log.ts'
import { startFixtureSite, type FixtureSite } from './test-fixtures/site.ts'

const TOKEN = `1042.1900000000.${'k'.repeat(22)}.${'s'.repeat(43)}`

let fixture: FixtureSite
/** What the server logged: each message with the error it logged beside it (message and stack). */
const logged: string[] = []
beforeAll(async () => {
  fixture = await startFixtureSite({
    log: (message, error) =>
      logged.push(message, error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error)),
    intercept: (req) => {
      throw new Error(`kapot bij ${req.url ?? ''}`)
    },
  })
})
afterAll(async () => {
  await fixture?.close()
})

it('logs a crashing share-link request without its token', async () => {
  const res = await fetch(`${fixture.site.url}/api/voorbeeld/${TOKEN}`)
  expect(res.status).toBe(500)
  const text = logged.join('\n')
  expect(text).toContain(`[serve] GET /api/voorbeeld/${REDACTED} failed:`)
  expect(text).toContain(`kapot bij /api/voorbeeld/${REDACTED}`)
  expect(text).not.toContain('kkkkkkkkkk')
})
