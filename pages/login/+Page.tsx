// Login (spec §2 /login/): username and password to /api/login. Before hydration the browser posts the
// form itself (the function answers with a redirect, or back here with ?error=…); hydrated, it posts JSON and shows a
// loading state and the CMS's refusal in Dutch. redirectTo from the query, same-site paths only.
import { useSyncExternalStore } from 'react'
import { useT, type TranslationKey } from '#ui/i18n.tsx'
import { useLoggedIn } from '#views/chrome/header/useLoggedIn.ts'
import { safeRedirectTo } from '#content/redirect-to.ts'
import { useLogin } from './useLogin.ts'
import styles from './LoginPage.module.css'

const noSubscription = () => () => {}
const query = (name: string) => () => new URLSearchParams(window.location.search).get(name) ?? ''
const redirectFromUrl = () => safeRedirectTo(new URLSearchParams(window.location.search).get('redirectTo'))

/** The reasons /api/login gives (functions/_lib/cms-login.ts), and the hydrated form's own 'network'. */
const ERROR_TEXTS = new Map<string, TranslationKey>([
  ['credentials', 'login_error_credentials'],
  ['missing', 'login_error_missing'],
  ['no_token', 'login_error_no_token'],
  ['cms_unreachable', 'login_error_cms_unreachable'],
  ['cms_timeout', 'login_error_cms_timeout'],
  ['too_many', 'login_error_too_many'],
  ['refused', 'login_error_refused'],
  ['network', 'login_error_network'],
])
const errorKey = (code: string) => ERROR_TEXTS.get(code)

export default function Page() {
  const t = useT()
  const redirectTo = useSyncExternalStore(noSubscription, redirectFromUrl, () => '/')
  const errorFromUrl = useSyncExternalStore(noSubscription, query('error'), () => '')
  const loggedIn = useLoggedIn()
  const { state, submit } = useLogin(redirectTo)
  const error = errorKey(state.error ?? (state.busy ? '' : errorFromUrl))
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('login_title')}</h1>
      {loggedIn ? <p className={styles.note}>{t('login_already')}</p> : null}
      <form action="/api/login" method="post" className={styles.form} onSubmit={submit} aria-busy={state.busy}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {error ? (
          <p className={styles.error} role="alert">
            {t(error)}
          </p>
        ) : null}
        <label className={styles.field}>
          <span>{t('login_username')}</span>
          <input type="text" name="username" autoComplete="username" required />
        </label>
        <label className={styles.field}>
          <span>{t('login_password')}</span>
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className={styles.submit} disabled={state.busy}>
          {state.busy ? t('login_busy') : t('login_submit')}
        </button>
      </form>
    </div>
  )
}
