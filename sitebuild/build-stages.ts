// The build's stages and their wall times, in order (start-up, pipeline fetch/normalize/write, bundles, plan, render,
// search and finder data, postbuild, report): printed at the end of every build as one `build: stages …` line, which
// bench:publish reads to show where an editor's publish spends its time.
export type Stage = { name: string; ms: number }

export class Stages {
  readonly list: Stage[] = []
  #last = performance.now()
  #added = 0

  /** Records `name` as the time since the previous mark (or since this object was made), less the stages added since. */
  mark(name: string): void {
    const now = performance.now()
    this.list.push({ name, ms: Math.max(0, now - this.#last - this.#added) })
    this.#last = now
    this.#added = 0
  }

  /** Records a stage measured elsewhere; `within`: it ran since the last mark (the next mark leaves it out). */
  add(name: string, ms: number, within = true): void {
    this.list.push({ name, ms })
    if (within) this.#added += ms
  }

  line(): string {
    return `stages: ${this.list.map((s) => `${s.name} ${(s.ms / 1000).toFixed(2)} s`).join(' · ')}`
  }
}

/** The stages of a `stages: …` line (bench:publish reads the build's output with it). */
export function parseStagesLine(line: string): Stage[] | undefined {
  const at = line.indexOf('stages: ')
  if (at < 0) return undefined
  return line
    .slice(at + 'stages: '.length)
    .split(' · ')
    .flatMap((part) => {
      const m = /^(.+) (\d+(?:\.\d+)?) s$/.exec(part)
      return m?.[1] && m[2] ? [{ name: m[1], ms: Number(m[2]) * 1000 }] : []
    })
}
