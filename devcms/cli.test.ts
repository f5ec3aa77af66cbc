// `npm run cms` end to end: starts from env and flags, warns about invalid content but serves it, stops on SIGTERM.
import { spawn } from 'node:child_process'
import { cp, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FIXTURE_CONTENT, FIXTURE_MEDIA } from './server/test-helpers.ts'

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts')

function startCli(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, CMS_PORT: '0', ...env },
    stdio: 'pipe',
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /local CMS at (\S+)/.exec(stdout)
      if (m?.[1]) resolve(m[1])
    })
    void exited.then(() => reject(new Error(`exited early:\n${stdout}\n${stderr}`)))
  })
  return { child, url, exited, output: () => ({ stdout, stderr }) }
}

describe('devcms/cli.ts', () => {
  it('serves the content folder from the environment and stops cleanly on SIGTERM', async () => {
    const run = startCli({ CMS_CONTENT_DIR: FIXTURE_CONTENT, CMS_MEDIA_DIR: FIXTURE_MEDIA }, ['--faults', 'latency=1'])
    const url = await run.url
    expect(url).toMatch(/^http:\/\/localhost:\d+\/wp-json$/)
    const res = await fetch(`${url}/wp/v2/articles`)
    expect(res.headers.get('x-wp-total')).toBe('3')
    expect(run.output().stdout).toMatch(/3 article|5 article/)
    expect(run.output().stdout).toContain('faults: latency=1')
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })

  it('warns about content problems but still serves', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'devcms-cli-'))
    await cp(FIXTURE_CONTENT, dir, { recursive: true })
    await writeFile(
      path.join(dir, 'articles', 'kapot.json'),
      JSON.stringify({
        id: 1099,
        slug: 'kapot',
        status: 'publish',
        date: '2026-01-01T00:00:00',
        modified: '2026-01-01T00:00:00',
      }),
    )
    const run = startCli({ CMS_CONTENT_DIR: dir, CMS_MEDIA_DIR: FIXTURE_MEDIA })
    const url = await run.url
    expect(run.output().stderr).toMatch(/problem.*serving it anyway/)
    expect(run.output().stderr).toContain('articles/kapot.json: title')
    expect((await fetch(`${url}/wp/v2/articles/1099`)).status).toBe(200)
    run.child.kill('SIGINT')
    expect(await run.exited).toBe(0)
  })

  it('refuses a bad fault spec with a clear message', async () => {
    const run = startCli({ CMS_CONTENT_DIR: FIXTURE_CONTENT, CMS_MEDIA_DIR: FIXTURE_MEDIA, CMS_FAULTS: 'error_rate=2' })
    await expect(run.url).rejects.toThrow(/error_rate/)
    expect(await run.exited).toBe(1)
  })
})
