// The newsletter sign-up in the footer (layout.newsletter): an accessible e-mail form that validates on the client and
// posts to /api/newsletter; where the provider's embed (MailBlue) is configured, its container and script instead.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { LayoutData } from '../../../content/layout.ts'
import { useT } from '../../i18n.tsx'
import { NEWSLETTER_FORM_ID_DEFAULT } from '../constants.ts'
import { loadScript } from '../load-script.ts'
import { isValidEmail, mailBlueEmbedUrl, NEWSLETTER_ENDPOINT, subscribeToNewsletter } from './newsletter.ts'
import styles from './Newsletter.module.css'

type Status = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed' }

export function Newsletter({ newsletter }: { newsletter: LayoutData['newsletter'] }) {
  const t = useT()
  const id = useId()
  const formId = newsletter.formId || NEWSLETTER_FORM_ID_DEFAULT
  const embedUrl = mailBlueEmbedUrl(formId)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const email = new FormData(e.currentTarget).get('email')
    if (typeof email !== 'string' || !isValidEmail(email)) return setStatus({ kind: 'invalid' })
    setStatus({ kind: 'sending' })
    setStatus({ kind: (await subscribeToNewsletter(email, formId)) ? 'done' : 'failed' })
  }

  const message =
    status.kind === 'invalid' ? t('form_invalid_email')
    : status.kind === 'sending' ? t('form_sending')
    : status.kind === 'done' ? t('newsletter_success')
    : status.kind === 'failed' ? t('form_error')
    : ''

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {newsletter.title}
      </h2>
      {newsletter.text ? <p className={styles.text}>{newsletter.text}</p> : null}
      {embedUrl ? (
        <MailBlueEmbed formId={formId} src={embedUrl} />
      ) : status.kind === 'done' ? (
        <p className={styles.success} role="status">
          {message}
        </p>
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit} action={NEWSLETTER_ENDPOINT} method="post">
          <label className="sr-only" htmlFor={`${id}-email`}>
            {t('newsletter_email')}
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('newsletter_email')}
            aria-invalid={status.kind === 'invalid' || undefined}
            aria-describedby={`${id}-message`}
          />
          <button className={styles.button} type="submit" disabled={status.kind === 'sending'}>
            {newsletter.buttonLabel || t('newsletter_subscribe')}
          </button>
          <p id={`${id}-message`} className={status.kind === 'invalid' || status.kind === 'failed' ? styles.error : styles.note} role="status">
            {message}
          </p>
        </form>
      )}
      <p className={styles.privacy}>{t('newsletter_provider')}</p>
    </section>
  )
}

/** The provider's form: its container (data-form-id) and its script, loaded once the footer comes near the viewport. */
function MailBlueEmbed({ formId, src }: { formId: number; src: string }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = container.current
    if (!el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void loadScript(src).catch(() => el.setAttribute('data-failed', 'true'))
      },
      { rootMargin: '400px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [src])
  return <div ref={container} className={`_form_${formId} ${styles.embed}`} data-form-id={formId} />
}
