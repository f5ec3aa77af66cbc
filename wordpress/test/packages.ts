// Are Debian's WordPress, MariaDB and PHP here? If not, install them (as root, with apt-get), else say why the test
// cannot run. In CI the test never skips: a missing package is a failure.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd} || test -x /usr/sbin/${cmd}`]).status === 0

function missing(): string[] {
  const out: string[] = []
  if (!existsSync('/usr/share/wordpress/wp-includes/version.php')) out.push('wordpress')
  if (!has('mariadbd') || !has('mariadb-install-db')) out.push('mariadb-server')
  if (!has('php')) out.push('php-cli')
  else {
    const modules = spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout.split('\n')
    if (!modules.includes('mysqli')) out.push('php-mysql')
    if (!modules.includes('gd')) out.push('php-gd')
  }
  return out
}

/** Null when everything is there (installing it first if this process may), else why the test cannot run. */
export function ensurePackages(): string | null {
  let lacking = missing()
  if (lacking.length === 0) return null
  const root = process.getuid?.() === 0
  if (root && has('apt-get')) {
    execFileSync('bash', [path.join(import.meta.dirname, 'install-packages.sh')], { stdio: 'inherit' })
    lacking = missing()
    if (lacking.length === 0) return null
  }
  const how = root ? 'apt-get could not install them' : 'not root, so apt-get cannot install them'
  return `Debian packages missing: ${lacking.join(', ')} (${how}); install with: apt-get install wordpress mariadb-server php-cli php-mysql php-gd`
}
