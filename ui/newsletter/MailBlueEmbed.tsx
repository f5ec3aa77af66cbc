// The newsletter form from MailBlue's embed script (spec §2 mailblue_form, the footer's sign-up; §9 form id default 7),
// loaded only once it nears the viewport. When the script is not configured, fails to load or renders no form: a clear
// Dutch notice with a link to the newsletter page — never a form of our own that would not reach the list.
import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useNearViewport } from '../useNearViewport.ts'
import { useT } from '../i18n.tsx'
import { loadScript } from '../browser/load-script.ts'
import { FORM_RENDER_TIMEOUT_MS, mailBlueEmbedUrl, NEWSLETTER_PAGE } from './mailblue.ts'
import styles from './MailBlueEmbed.module.css'

type Status = 'waiting' | 'filled' | 'failed'

export function MailBlueEmbed({ formId }: { formId: number }) {
  const embedUrl = mailBlueEmbedUrl(formId)
  const container = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>(embedUrl ? 'waiting' : 'failed')
  const near = useNearViewport(container, Boolean(embedUrl))

  useEffect(() => {
    const el = container.current
    if (!near || !embedUrl || !el) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new MutationObserver(() => {
      if (el.childElementCount > 0) done('filled')
    })
    const done = (next: Status) => {
      observer.disconnect()
      clearTimeout(timer)
      setStatus(next)
    }
    observer.observe(el, { childList: true })
    loadScript(embedUrl).then(
      () => {
        if (el.childElementCount > 0) return done('filled')
        timer = setTimeout(() => done(el.childElementCount > 0 ? 'filled' : 'failed'), FORM_RENDER_TIMEOUT_MS)
      },
      () => done('failed'),
    )
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [near, embedUrl])

  if (status === 'failed') return <Unavailable />
  return (
    <>
      <div ref={container} className={`_form_${formId} ${styles.embed}`} data-form-id={formId} />
      {status === 'waiting' ? <Loading /> : null}
    </>
  )
}

function Loading() {
  const t = useT()
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  )
}

function Unavailable() {
  const t = useT()
  const onNewsletterPage = usePageContext().urlPathname === NEWSLETTER_PAGE
  return (
    <div className={styles.notice} role="status">
      <p>{t('newsletter_form_unavailable')}</p>
      <p>{onNewsletterPage ? t('newsletter_form_retry') : <a href={NEWSLETTER_PAGE}>{t('newsletter_form_link')}</a>}</p>
    </div>
  )
}
