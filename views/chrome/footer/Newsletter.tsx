// The newsletter sign-up in the footer (general_settings.newsletter_subscribe_form): its title and text, then the
// provider's form for its form id (default 7) — the same MailBlue embed, with the same notice, as the mailblue_form block.
import { useId } from 'react'
import type { LayoutData } from '#content/layout.ts'
import { useT } from '#ui/i18n.tsx'
import { MailBlueEmbed } from '#ui/newsletter/MailBlueEmbed.tsx'
import { NEWSLETTER_FORM_ID_DEFAULT } from '#ui/browser/constants.ts'
import styles from './Newsletter.module.css'

export function Newsletter({ newsletter }: { newsletter: LayoutData['newsletter'] }) {
  const t = useT()
  const id = useId()
  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {newsletter.title}
      </h2>
      {newsletter.text ? <p className={styles.text}>{newsletter.text}</p> : null}
      <MailBlueEmbed formId={newsletter.formId || NEWSLETTER_FORM_ID_DEFAULT} />
      <p className={styles.privacy}>{t('newsletter_provider')}</p>
    </section>
  )
}
