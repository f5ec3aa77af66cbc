// The questions block's data (spec §2 Content blocks): its raw ACF fields, its normalized type, what it points at.
import { acfBoolean, acfList } from '#pipeline/schemas/wp/common.ts'
import { defineBlock, type DefinedBlock } from '../define.ts'
import { AccordionItemSchema } from '../accordion/schema.ts'

export const questions = defineBlock(
  'questions',
  {
    has_questions: acfBoolean(),
    questions: acfList(AccordionItemSchema),
  },
  { label: 'Vragen', load: 'eager', fields: { questions: { name: 'text', title: 'heading', content: 'html' } } },
)
export type QuestionsBlock = DefinedBlock<typeof questions>
