// The build-wide inputs of every page: a change to any of them re-renders everything. The client and server bundles
// (a new `vike build` with other code or asset hashes), the layout data every page carries (menus, translations,
// notifications, footer partners: content/layout.ts), the general settings and menus as a whole, the site URL the
// canonical links are made with, the year the footer's copyright line shows, and the prerender's own code (its stamp,
// lib/cache/table.ts `buildState`: what the driver and the workers do to a page after Vike renders it — the document's
// end, the page body written once, deferred hydration — is not in the bundles, so their hash does not show it).
import { snapshotStore } from '#pipeline/snapshot/store.ts'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buildLayoutData } from '#content/layout.ts'
import { SNAPSHOT_SCHEMA_VERSION, type Entities, type Snapshot } from '#lib/model/snapshot.ts'
import { sha256, stableStringify, updateWithFiles } from '#pipeline/snapshot/hash.ts'
import { SNAPSHOT_FILES, entityFile } from '#pipeline/snapshot/layout.ts'
import { readManifest } from '#pipeline/snapshot/read.ts'
import type { SnapshotOutline } from './fingerprints.ts'
import { NOT_FOUND_FILE, SITE_HEADERS_FILE } from '#functions/_lib/site-headers.ts'
import { cacheStamp } from '#lib/cache/stamp.server.ts'

/** The snapshot without the big entity tables: what the driver plans with (the layout needs partners and terms). */
export type PlanSnapshot = SnapshotOutline & { entities: Pick<Entities, 'partners' | 'terms'> }

const readJson = (dir: string, file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'))

/**
 * The plan's part of the snapshot in `dir`. The manifest is validated and its schema version checked; the other files
 * are the pipeline's own output for that version, and every worker reads the whole snapshot through
 * pipeline/snapshot/read.ts's checks before a page renders, so a broken file still fails the build loudly.
 */
export function readPlanSnapshot(dir: string): PlanSnapshot {
  const manifest = readManifest(dir)
  if (manifest.schemaVersion !== SNAPSHOT_SCHEMA_VERSION) {
    throw new Error(
      `Snapshot at ${dir} has schema version ${manifest.schemaVersion}, this build reads version ${SNAPSHOT_SCHEMA_VERSION}: run "npm run pipeline" to rebuild it`,
    )
  }
  return {
    manifest,
    site: readJson(dir, SNAPSHOT_FILES.site) as Snapshot['site'],
    routes: readJson(dir, SNAPSHOT_FILES.routes) as Snapshot['routes'],
    lists: readJson(dir, SNAPSHOT_FILES.lists) as Snapshot['lists'],
    entities: {
      partners: readJson(dir, entityFile('partners')) as Entities['partners'],
      terms: readJson(dir, entityFile('terms')) as Entities['terms'],
    },
  }
}

/** What the postbuild copies into dist/server for the editors' functions: written after each build, not bundle code. */
const POSTBUILD_COPIES = new Set([SITE_HEADERS_FILE, NOT_FOUND_FILE])

/**
 * A hash over every file of the server bundle and Vike's assets manifest: it changes with any code or asset hash.
 * The postbuild's copies beside the bundle are left out: they are written after the render that hashed the bundle,
 * so counting them would make every next build a full one.
 */
export function bundleHash(distDir: string): string {
  const hash = createHash('sha256')
  const server = path.join(distDir, 'server')
  const files = readdirSync(server, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !(e.parentPath === server && POSTBUILD_COPIES.has(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
  return updateWithFiles(hash, distDir, [...files, path.join(distDir, 'assets.json')])
    .digest('hex')
    .slice(0, 16)
}

export type Globals = Record<'bundle' | 'code' | 'layout' | 'settings' | 'menus' | 'siteUrl' | 'year', string>

/** `code`: the prerender's stamp (default: this code's). */
export function buildGlobals(
  s: PlanSnapshot,
  o: { distDir: string; siteUrl: string; now?: Date; code?: string },
): Globals {
  const h = (v: unknown) => sha256(stableStringify(v)).slice(0, 16)
  const layout = buildLayoutData(snapshotStore(s as unknown as Snapshot))
  return {
    bundle: bundleHash(o.distDir),
    code: o.code ?? cacheStamp('buildState'),
    layout: h(layout),
    settings: h(s.site.settings),
    menus: h(s.site.menus),
    siteUrl: o.siteUrl,
    year: String((o.now ?? new Date()).getFullYear()),
  }
}

const LABELS: Record<keyof Globals, string> = {
  bundle: 'the client and server bundles changed (a new `vike build`)',
  code: 'the prerender code changed',
  layout: 'the layout data changed (menus, translations, notifications or footer partners)',
  settings: 'the general settings changed',
  menus: 'a menu changed',
  siteUrl: 'SITE_URL changed',
  year: 'the year changed (the footer shows it)',
}

/** Why a full render is needed given the previous globals, or undefined when they are all the same. */
export function globalsChanged(previous: Record<string, string>, current: Globals): string | undefined {
  const changed = (Object.keys(current) as Array<keyof Globals>).filter((k) => previous[k] !== current[k])
  return changed.length ? changed.map((k) => LABELS[k]).join('; ') : undefined
}
