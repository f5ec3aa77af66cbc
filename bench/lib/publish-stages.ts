// bench:publish's stage line for one edit, read off the lines the site and its builds printed, with their times.
import { parseStagesLine } from '#sitebuild/build-stages.ts'

/** Where edit → served went: the webhook, the queue, the build's own stages (its `build: stages: …` line), the switch
 *  to the new generation and the first answer with the edit. */
export function printStages(
  events: ReadonlyArray<{ at: number; line: string }>,
  tEdit: number,
  hookAt: number,
  servedMs: number,
): void {
  const at = (text: string) => events.find((e) => e.line.includes(text))?.at
  const buildStart = at('publish: build #')
  const stagesLine = events.find((e) => e.line.includes('build: stages: '))
  const built = at('build: done in')
  const live = at('publish: generation ')
  const stages = stagesLine ? (parseStagesLine(stagesLine.line) ?? []) : []
  const rows: [string, number | undefined][] = [
    ['webhook received', hookAt ? hookAt - tEdit : undefined],
    ['queue → build started', buildStart && hookAt ? buildStart - hookAt : undefined],
    ...stages.map((st): [string, number] => [`build: ${st.name}`, st.ms]),
    ['build exit → generation live', live && built ? live - built : undefined],
    ['live → first 200 with the edit', live ? tEdit + servedMs - live : undefined],
  ]
  console.log(
    '  stages (s)          ' +
      rows.map(([name, ms]) => `${name} ${ms === undefined ? '?' : (ms / 1000).toFixed(2)}`).join(' · '),
  )
}
