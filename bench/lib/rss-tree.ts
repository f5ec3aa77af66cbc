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

export type TreeSampler = { peakMb: () => number; stop: () => number }

export function sampleTree(root = process.pid, exclude: number[] = []): TreeSampler {
  const skip = new Set(exclude)
  let peak = treeRssMb(root, skip)
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(root, skip))
  }, 100)
  return {
    peakMb: () => peak,
    stop: () => {
      clearInterval(timer)
      return Math.max(peak, treeRssMb(root, skip))
    },
  }
}
