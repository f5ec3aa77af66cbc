// The processes the test starts (MariaDB, PHP's server), each stopped by its own pid at the end.
import { spawn, type ChildProcess } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'

const started: ChildProcess[] = []

/** Starts a long-running process with its output in `logs/<name>.log`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  logs: string,
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess {
  const log = openSync(path.join(logs, `${name}.log`), 'a')
  // Its own process group, so that stopping it also stops the workers it forks (PHP's server does).
  const child = spawn(command, args, { stdio: ['ignore', log, log], env, detached: true })
  child.on('error', (error) => console.error(`${name}: ${error.message}`))
  started.push(child)
  return child
}

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Stops every process this module started and the workers they forked (SIGTERM, then SIGKILL after 5 s). */
export async function stopAll(): Promise<void> {
  await Promise.all(
    started.splice(0).map(async (child) => {
      const running = child.exitCode === null && child.signalCode === null
      const exited = running ? new Promise<void>((resolve) => child.once('exit', () => resolve())) : Promise.resolve()
      signalGroup(child, 'SIGTERM')
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
      signalGroup(child, 'SIGKILL')
    }),
  )
}

/** Polls `check` until it is true, or fails naming `what` after `ms`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`)
}
