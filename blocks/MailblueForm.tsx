// mailblue_form (spec §2, §9 form id default 7): the newsletter form from MailBlue's embed script, loaded only once the
// block nears the viewport. When the script is not configured, fails to load or renders no form: a clear Dutch notice
// with a link to the newsletter page — never a form of our own that would not reach the list.
import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { BlockProps } from './registry.ts'
import { Html } from '../components/Html.tsx'
import { useT } from '../components/i18n.tsx'
import { NEWSLETTER_FORM_ID_DEFAULT } from '../components/layout/constants.ts'
import { mailBlueEmbedUrl } from '../components/layout/footer/newsletter.ts'
import { loadScript } from '../components/layout/load-script.ts'
import { BlockHeading } from './BlockHeading.tsx'
import { blockAttributes } from './block-common.ts'
import { useNearViewport } from './useNearViewport.ts'
import styles from './MailblueForm.module.css'

/** The newsletter page the notice links to. */
export const NEWSLETTER_PAGE = '/nieuwsbrief/'
/** How long a loaded script may take to put its form in the container. */
export const FORM_RENDER_TIMEOUT_MS = 5000

type Status = 'waiting' | 'filled' | 'failed'

export function MailblueForm({ block }: BlockProps<'mailblue_form'>) {
  const formId = block.form_id || NEWSLETTER_FORM_ID_DEFAULT
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

  return (
    <section {...blockAttributes(block, styles.block)}>
      <BlockHeading title={block.title} size={block.heading_size} />
      <Html html={block.text} className={styles.text} />
      {status === 'failed' ? (
        <Unavailable />
      ) : (
        <>
          <div ref={container} className={`_form_${formId} ${styles.embed}`} data-form-id={formId} />
          {status === 'waiting' ? <Loading /> : null}
        </>
      )}
    </section>
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
