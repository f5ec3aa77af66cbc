// Login (spec §2 /login/): a real form posting username and password to /api/login, with the same-site redirectTo
// taken from the query (anything else falls back to "/").
import { useSyncExternalStore } from 'react'
import { useT } from '../../components/i18n.tsx'
import { safeRedirectTo } from '../../content/redirect-to.ts'
import styles from './LoginPage.module.css'

const redirectFromUrl = () => safeRedirectTo(new URLSearchParams(window.location.search).get('redirectTo'))
const noSubscription = () => () => {}

export default function Page() {
  const t = useT()
  const redirectTo = useSyncExternalStore(noSubscription, redirectFromUrl, () => '/')
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('login_title')}</h1>
      <form action="/api/login" method="post" className={styles.form}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label className={styles.field}>
          <span>{t('login_username')}</span>
          <input type="text" name="username" autoComplete="username" required />
        </label>
        <label className={styles.field}>
          <span>{t('login_password')}</span>
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className={styles.submit}>
          {t('login_submit')}
        </button>
      </form>
    </div>
  )
}
