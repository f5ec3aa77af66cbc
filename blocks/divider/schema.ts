// The divider block's data (scratch exercise for docs/extending.md): a line or an empty space between blocks.
import { z } from 'zod'
import { defineBlock, type DefinedBlock } from '../define.ts'

export const divider = defineBlock('divider', { style: z.enum(['line', 'space']).default('line') })
export type DividerBlock = DefinedBlock<typeof divider>
