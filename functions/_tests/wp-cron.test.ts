// The scheduled function that runs WordPress' cron: it calls wp-cron.php under the WordPress root (also in a
// subdirectory), and a CMS that fails or does not answer is a 502 in the function's log, never a crash.
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetRuntimeEnv } from '#lib/env/runtime.server.ts'
import wpCron, { config, wpCronUrl } from '../wp-cron.ts'

let server: Server
let origin = ''
const seen: string[] = []
let answer = 200

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '')
    res.writeHead(answer).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  delete process.env.CMS_API_URL
  resetRuntimeEnv()
  return new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  seen.length = 0
  answer = 200
})

const run = async (apiUrl: string) => {
  process.env.CMS_API_URL = apiUrl
  resetRuntimeEnv()
  const res = await wpCron()
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('wp-cron scheduled function', () => {
  it('runs every minute on Netlify', () => {
    expect(config).toEqual({ schedule: '* * * * *' })
  })

  it('GETs wp-cron.php at the WordPress root, in a subdirectory too, with an empty doing_wp_cron (wp-cron.php takes its own lock)', async () => {
    expect(await run(`${origin}/wp-json`)).toEqual({ status: 200, body: { ran: true, status: 200 } })
    expect(await run(`${origin}/blog/wp-json/`)).toMatchObject({ status: 200 })
    expect(seen).toEqual(['/wp-cron.php?doing_wp_cron', '/blog/wp-cron.php?doing_wp_cron'])
    expect(wpCronUrl('https://cms.example.nl/wp-json')).toBe('https://cms.example.nl/wp-cron.php?doing_wp_cron')
  })

  it('answers 502 when WordPress fails or is unreachable', async () => {
    answer = 500
    expect(await run(`${origin}/wp-json`)).toEqual({ status: 502, body: { ran: false, status: 500 } })
    const closed = await run('http://127.0.0.1:9/wp-json')
    expect(closed.status).toBe(502)
    expect(closed.body).toMatchObject({ ran: false })
  })
})
