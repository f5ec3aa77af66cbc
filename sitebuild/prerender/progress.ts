// The prerender's progress, as the pipeline shows its own (pipeline/cli.ts): one live line on a terminal (pages done /
// total, pages a second), a plain line every tenth of the work when the output is not a terminal or in CI. The
// publisher reads a build's lines back with parseProgressLine (phase 2's "6.200 van 11.000" in wp-admin).

export type Progress = { add: (n: number) => void; end: () => void }

export function createProgress(
  total: number,
  o: { live?: boolean; write?: (text: string) => void; log?: (line: string) => void } = {},
): Progress {
  const live = o.live ?? (Boolean(process.stdout.isTTY) && !process.env.CI)
  const write = o.write ?? ((text: string) => process.stdout.write(text))
  const log = o.log ?? console.log
  const started = performance.now()
  let done = 0
  let shown = 0
  let lastLive = 0
  const line = () => {
    const s = (performance.now() - started) / 1000
    const rate = s > 0 ? Math.round(done / s) : 0
    const pct = total ? Math.floor((done / total) * 100) : 100
    return `${PREFIX}${done}/${total} pages (${pct} %), ${rate} pages/s`
  }
  return {
    add(n) {
      done += n
      if (live) {
        const now = performance.now()
        if (now - lastLive > 100 || done === total) {
          write(`\r\x1b[K  … ${line()}`)
          lastLive = now
        }
        return
      }
      const step = Math.max(1, Math.ceil(total / 10))
      if (done - shown >= step && done < total) {
        shown = done
        log(`  ${line()}`)
      }
    },
    end() {
      if (live) write(`\r\x1b[K`)
      log(`  ✓ ${line()}`)
    },
  }
}

const PREFIX = 'prerender: '
const LINE = /prerender: (\d+)\/(\d+) pages \(/

/** The pages done and to do of a progress line (as the build's log prints it, with any prefix), else undefined. */
export function parseProgressLine(line: string): { done: number; total: number } | undefined {
  const m = LINE.exec(line)
  return m ? { done: Number(m[1]), total: Number(m[2]) } : undefined
}
