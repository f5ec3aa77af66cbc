// `npm run build`'s arguments, read the same way by scripts/build.ts and by the warm builder's process
// (sitebuild/publish/warm-child.ts), which runs the same builds without starting Node each time.
import { parseArgs } from 'node:util'
import type { Phase } from './prerender/phases.ts'

export type BuildArgs = { skipPipeline: boolean; full: boolean; phase: Phase }

const PHASES: readonly Phase[] = ['all', 'direct', 'ripple']

/** `--skip-pipeline`, `--full`, `--phase=all|direct|ripple` (a publish's phases, decision 067); anything else throws. */
export function parseBuildArgs(args: string[]): BuildArgs {
  const { values } = parseArgs({
    args,
    options: {
      'skip-pipeline': { type: 'boolean', default: false },
      full: { type: 'boolean', default: false },
      phase: { type: 'string', default: 'all' },
    },
  })
  const phase = PHASES.find((p) => p === values.phase)
  if (!phase) throw new Error(`--phase must be one of ${PHASES.join(', ')}, not "${values.phase}"`)
  return { skipPipeline: values['skip-pipeline'], full: values.full, phase }
}
