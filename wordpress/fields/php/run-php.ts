// PHP for the tests of the plugin's PHP (Debian's php-cli: wordpress/test/install-packages.sh installs it, .ci/run
// runs that first). Without it the tests fail saying so, rather than skip.
import { execFileSync } from 'node:child_process'

export function runPhp(args: string[], input = ''): string {
  try {
    return execFileSync('php', args, { input, maxBuffer: 1 << 28 }).toString()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('php is not installed: bash wordpress/test/install-packages.sh (Debian php-cli)', {
        cause: error,
      })
    throw error
  }
}
