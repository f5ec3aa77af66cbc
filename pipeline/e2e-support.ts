// Helpers for the pipeline's end-to-end tests: directory fingerprints, a fault-injecting proxy, a closed port, the CLI.
import { execFile } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RunResult } from './run.ts'
import { sha256 } from './snapshot/hash.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Every file under `root` with its bytes: two equal results mean the directory was left byte-identical. */
export function contents(root: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[path.relative(root, path.join(entry.parentPath, entry.name))] = readFileSync(
        path.join(entry.parentPath, entry.name),
        'utf8',
      )
  }
  return out
}

/** A snapshot folder's files by hash; the manifest's fetch time and CMS URL are what differ between two runs. */
export function snapshotHashes(dir: string): Record<string, string> {
  const files = contents(dir)
  files['manifest.json'] = (files['manifest.json'] ?? '')
    .replace(/"fetchedAt": "[^"]*"/, '"fetchedAt": "…"')
    .replace(/"cmsUrl": "[^"]*"/, '"cmsUrl": "…"')
  // Hashes keep a failure's message short; the file names say where the two differ.
  return Object.fromEntries(Object.entries(files).map(([file, text]) => [file, sha256(text)]))
}

/** What the run reported about the content (the URL of a page of answers differs between a full and an incremental fetch). */
export const reportOf = (r: RunResult) =>
  r.report.entries.filter((e) => e.path !== '(incremental)').map((e) => ({ ...e, url: e.url.replace(/\?.*$/, '') }))

/** Edits one content file (an object) of the local CMS's folder `content`; `undefined` from `change` deletes it. */
export async function editContent(
  content: string,
  file: string,
  change: (item: Record<string, unknown>) => Record<string, unknown> | undefined,
): Promise<void> {
  const full = path.join(content, file)
  const next = change(JSON.parse(await fs.readFile(full, 'utf8')) as Record<string, unknown>)
  if (next) await fs.writeFile(full, JSON.stringify(next, null, 2))
  else await fs.rm(full)
}

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })

/** A port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  const port = await listen(server)
  await closeServer(server)
  return port
}

/** A proxy in front of `target` (an origin) that answers 500 (or `status`, with WordPress' `code`) to every path matching `broken`. */
export async function brokenProxy(
  target: string,
  broken: RegExp,
  status = 500,
  wpCode?: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target)
  const server = createServer((req, res) => {
    if (broken.test(req.url ?? '')) {
      res.writeHead(status, { 'content-type': 'application/json' })
      const code = wpCode ?? (status === 404 ? 'rest_no_route' : 'internal_server_error')
      res.end(
        JSON.stringify({ code, message: status === 404 ? 'No route was found' : 'database gone', data: { status } }),
      )
      return
    }
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  const port = await listen(server)
  return { url: `http://127.0.0.1:${port}/wp-json`, close: () => closeServer(server) }
}

export type CliResult = { code: number; stdout: string; stderr: string }

/** Runs `tsx pipeline/cli.ts` (what `npm run pipeline` runs) with only the given pipeline settings in its environment. */
export function runCli(env: Record<string, string>): Promise<CliResult> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(PIPELINE_|CMS_|SNAPSHOT_DIR|BUILD_REPORT|SITE_URL)/.test(k)),
  )
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['pipeline/cli.ts'],
      { cwd: ROOT, env: { ...inherited, CI: '1', ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}
