// Peak resident memory of a process tree (Linux /proc): this process with its worker threads (they share its RSS)
// and every child process it starts (`vike build`), sampled every 100 ms and summed; a subtree can be left out (the
// local CMS the bench talks to is not part of the build).
import { readFileSync, readdirSync } from 'node:fs'

const rssMb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
      } catch {
        return []
      }
    })
  } catch {
    return []
  }
}

function treeRssMb(root: number, exclude: Set<number>): number {
  let total = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop() ?? 0
    if (exclude.has(pid)) continue
    total += rssMb(pid)
    stack.push(...children(pid))
  }
  return total
}

export type TreeSampler = {
  peakMb: () => number
  /** Starts a named phase: later samples also count towards that phase's own peak (phases()). */
  phase: (name: string) => void
  /** Each phase's peak, MB, in the order the phases started. */
  phases: () => Array<[string, number]>
  stop: () => number
}

export function sampleTree(root = process.pid, exclude: number[] = []): TreeSampler {
  const skip = new Set(exclude)
  const perPhase = new Map<string, number>()
  let current: string | undefined
  let peak = 0
  const sample = () => {
    const mb = treeRssMb(root, skip)
    peak = Math.max(peak, mb)
    if (current !== undefined) perPhase.set(current, Math.max(perPhase.get(current) ?? 0, mb))
  }
  sample()
  const timer = setInterval(sample, 100)
  return {
    peakMb: () => peak,
    phase: (name) => {
      sample()
      current = name
      if (!perPhase.has(name)) perPhase.set(name, 0)
      sample()
    },
    phases: () => [...perPhase],
    stop: () => {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}
