// https://vike.dev/error-page — the error page (spec §2 Error page, §8): status code, the server-error title for 500
// and the not-found title otherwise, back and home buttons, and the CMS not-found page's content.
import { Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useData } from 'vike-react/useData'
import { BlockRefsProvider } from '#blocks/refs-context.tsx'
import { Html } from '#ui/Html.tsx'
import { useT } from '#ui/i18n.tsx'
import { Rows } from '#views/page/Rows.tsx'
import type { Data } from './+data.ts'
import { ErrorBoundary, ErrorPageFailed } from './ErrorBoundary.tsx'
import styles from './ErrorPage.module.css'

/**
 * If the error page itself fails (spec §8): the boundary catches it in the browser; on the server, where error
 * boundaries do not run, the Suspense boundary makes React send its fallback instead of failing the whole render.
 */
export default function Page() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<ErrorPageFailed />}>
        <ErrorPage />
      </Suspense>
    </ErrorBoundary>
  )
}

function ErrorPage() {
  const pageContext = usePageContext()
  const data = useData<Data | undefined>()
  const t = useT()
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500)
  const notFound = status !== 500
  const cms = notFound ? data?.notFound : undefined
  return (
    <>
      <div className={`container ${styles.page}`}>
        <p className={styles.status}>{t('error_status', { status })}</p>
        <h1>{notFound ? t('not_found_title') : t('server_error_title')}</h1>
        <p className={styles.text}>{notFound ? t('not_found_text') : t('server_error_text')}</p>
        <p className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
            {t('back')}
          </button>
          <a href="/" className={styles.primary}>
            {t('home')}
          </a>
        </p>
      </div>
      {cms && (
        <BlockRefsProvider refs={cms.refs}>
          {cms.rows && <Rows rows={cms.rows} />}
          {cms.content && (
            <div className="container">
              <Html html={cms.content} />
            </div>
          )}
        </BlockRefsProvider>
      )}
    </>
  )
}
