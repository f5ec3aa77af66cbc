// Tools the tests need from the npm registry but the project must not depend on (Netlify's runtime on Node 24, a newer
// WordPress release): each gets a folder of its own under .cache/ with its own package.json, installed exactly.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * `npm install --save-exact specs` into `dir` (made if missing) as the private package `name`.
 * @param {string} dir
 * @param {string} name
 * @param {string[]} specs e.g. `@netlify/dev@5.1.3`
 * @param {{ ignoreScripts?: boolean }} [options] ignoreScripts: a package used as files only runs no install script
 */
export function npmInstallInto(dir, name, specs, options = {}) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name, private: true }, null, 2)}\n`)
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--save-exact',
      ...(options.ignoreScripts ? ['--ignore-scripts'] : []),
      ...specs,
    ],
    { cwd: dir, stdio: 'inherit' },
  )
}
