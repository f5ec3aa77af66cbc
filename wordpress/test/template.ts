// The prepared WordPress every test file starts from: installed (the "bare" state), and installed and seeded (the
// "seeded" state), each kept as MariaDB's data dir (shut down cleanly) with the uploads and what the seeding learnt.
// A test file copies one (a second or two) instead of installing and seeding through REST (minutes); every file still
// gets a WordPress of its own, so files stay independent and their order does not matter.
//
// The states live in .cache/wordpress-test/<key>, where the key is a hash of everything they are made from: the
// plugin's files, the SCF copy's files, Debian's WordPress version, PHP's and MariaDB's versions, the content set and
// its media, the code that installs and seeds (this folder's modules and install script), the port and whether SCF is
// active. Any change to one of those is another key, so a stale state is never used; the three most recently used
// keys are kept.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { dirs, ROOT, SCF, WP } from './config.ts'
import { installWordPress, makeDocroot, startPhpServer } from './docroot.ts'
import { shutdownMariaDb, startMariaDb } from './mariadb.ts'
import { stopAll } from './processes.ts'
import { Rest } from './rest.ts'
import { seed, type SeedResult } from './seed/index.ts'

export type State = 'bare' | 'seeded'
export type Prepared = { applicationPassword: string; seeded: SeedResult }

const CACHE = path.join(ROOT, '.cache', 'wordpress-test')
/** How many sets of states are kept (the most recently used). */
const KEEP = 3
const HARNESS = import.meta.dirname
/**
 * The harness files the states may depend on: every module of this folder but the tests (the code that installs and
 * seeds imports only from here and Node), and the install script. More than is needed (an edit to the browser helper
 * prepares the states again), never less.
 */
const harnessFile = (file: string) =>
  (file.endsWith('.ts') && !file.endsWith('.test.ts')) || file === path.join('php', 'install.php')

/** Every file under `dir` (sorted, relative), for hashing. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** The hash of the states' inputs (see the head of this file). */
export function templateKey(): string {
  const hash = createHash('sha256')
  const add = (label: string, data: string | Buffer) => {
    hash.update(`${label}\0${String(data.length)}\0`)
    hash.update(data)
  }
  const addTree = (label: string, dir: string) => {
    for (const file of filesUnder(dir)) add(`${label}/${file}`, readFileSync(path.join(dir, file)))
  }
  addTree('plugin', WP.plugin)
  if (SCF.active) addTree('scf', SCF.dir)
  add('scf-active', String(SCF.active))
  add('wordpress', readFileSync(path.join(WP.core, 'wp-includes', 'version.php')))
  add('php', execFileSync('php', ['-v'], { encoding: 'utf8' }))
  add('mariadb', execFileSync('mariadbd', ['--version'], { encoding: 'utf8' }))
  addTree('content', WP.content)
  addTree('media', WP.media)
  for (const file of filesUnder(HARNESS).filter(harnessFile))
    add(`harness/${file}`, readFileSync(path.join(HARNESS, file)))
  add('origin', WP.origin)
  return hash.digest('hex').slice(0, 24)
}

const stateDir = (key: string) => path.join(CACHE, key)

/** Copies a directory as it is (a reflink where the file system has them). */
function copyDir(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true })
  mkdirSync(path.dirname(to), { recursive: true })
  execFileSync('cp', ['-a', '--reflink=auto', from, to])
}

/** Makes both states from nothing in WP.work, then keeps them under `target`. */
async function makeStates(target: string, log: (line: string) => void): Promise<void> {
  const building = `${target}.building-${String(process.pid)}`
  rmSync(building, { recursive: true, force: true })
  rmSync(WP.work, { recursive: true, force: true })
  mkdirSync(dirs.logs, { recursive: true })
  const started = Date.now()
  try {
    await startMariaDb()
    makeDocroot()
    const applicationPassword = installWordPress()
    await shutdownMariaDb()
    await stopAll()
    copyDir(dirs.db, path.join(building, 'bare', 'db'))
    mkdirSync(path.join(building, 'bare', 'uploads'), { recursive: true })
    log(`installed in ${((Date.now() - started) / 1000).toFixed(1)} s`)

    await startMariaDb({ existing: true })
    await startPhpServer()
    const seeded = await seed(new Rest(applicationPassword), log)
    await shutdownMariaDb()
    await stopAll()
    copyDir(dirs.db, path.join(building, 'seeded', 'db'))
    copyDir(path.join(dirs.docroot, 'wp-content', 'uploads'), path.join(building, 'seeded', 'uploads'))
    const prepared = (state: State): Prepared => ({
      applicationPassword,
      seeded: state === 'seeded' ? seeded : { hiddenMediaId: 0 },
    })
    for (const state of ['bare', 'seeded'] as const)
      writeFileSync(path.join(building, state, 'prepared.json'), JSON.stringify(prepared(state)))
  } catch (error) {
    await stopAll()
    rmSync(building, { recursive: true, force: true })
    throw error
  }
  rmSync(target, { recursive: true, force: true })
  renameSync(building, target)
  log(`prepared WordPress (installed, seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Makes sure the prepared states for the current inputs exist (making them once, removing other keys' states);
 * answers their folder. Vitest's global setup calls it before any file; a file run some other way calls it too.
 */
export async function ensureTemplates(log: (line: string) => void = () => {}): Promise<string> {
  const key = templateKey()
  const dir = stateDir(key)
  if (!existsSync(path.join(dir, 'seeded', 'prepared.json'))) {
    mkdirSync(CACHE, { recursive: true })
    await makeStates(dir, log)
  } else log(`prepared WordPress from .cache/wordpress-test/${key} (its inputs unchanged)`)
  // The most recently used are kept: another plugin copy's states (HOEFSLAG_PLUGIN_DIR) do not push the current out.
  const now = new Date()
  utimesSync(dir, now, now)
  const byUse = readdirSync(CACHE)
    .map((name) => ({ name, used: statSync(path.join(CACHE, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  for (const old of byUse.slice(KEEP)) rmSync(path.join(CACHE, old.name), { recursive: true, force: true })
  return dir
}

/**
 * The prepared states of this test run: the folder the global setup prepared (HOEFSLAG_WP_TEMPLATES, so that every file
 * of a run starts from the same states, even when a harness file is edited during the run), else prepared now.
 */
export async function runTemplates(log: (line: string) => void = () => {}): Promise<string> {
  const given = process.env.HOEFSLAG_WP_TEMPLATES
  if (given && existsSync(path.join(given, 'seeded', 'prepared.json'))) return given
  return ensureTemplates(log)
}

/**
 * Puts a prepared state into WP.work: the data dir (MariaDB not yet started) and the uploads into the docroot (made
 * already, docroot.ts). Answers what the state was made with.
 */
export function restoreState(dir: string, state: State): Prepared {
  copyDir(path.join(dir, state, 'db'), dirs.db)
  copyDir(path.join(dir, state, 'uploads'), path.join(dirs.docroot, 'wp-content', 'uploads'))
  return JSON.parse(readFileSync(path.join(dir, state, 'prepared.json'), 'utf8')) as Prepared
}
