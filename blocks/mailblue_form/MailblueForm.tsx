// mailblue_form (spec §2, §9 form id default 7): the block's title and text, then the newsletter form from MailBlue's
// embed script or, where it cannot load, the notice linking to the newsletter page (components/newsletter).
import type { BlockProps } from '../block-props.ts'
import { Html } from '#ui/Html.tsx'
import { NEWSLETTER_FORM_ID_DEFAULT } from '#ui/browser/constants.ts'
import { MailBlueEmbed } from '#ui/newsletter/MailBlueEmbed.tsx'
import { BlockHeading } from '../BlockHeading.tsx'
import { blockAttributes } from '../block-common.ts'
import styles from './MailblueForm.module.css'

export { FORM_RENDER_TIMEOUT_MS, NEWSLETTER_PAGE } from '#ui/newsletter/mailblue.ts'

export function MailblueForm({ block }: BlockProps<'mailblue_form'>) {
  return (
    <section {...blockAttributes(block, styles.block)}>
      <BlockHeading title={block.title} level={block.headingLevel} />
      <Html html={block.text} className={styles.text} />
      <MailBlueEmbed formId={block.form_id || NEWSLETTER_FORM_ID_DEFAULT} />
    </section>
  )
}
