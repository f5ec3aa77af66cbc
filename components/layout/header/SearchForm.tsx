// The header search: a plain GET form to /zoeken/?q=… that works without JavaScript; with it, it navigates client-side.
import { useId, useRef, type FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { useT } from '../../i18n.tsx'
import { Icon } from '../icons/Icon.tsx'
import styles from './SearchForm.module.css'

export const SEARCH_PATH = '/zoeken/'

/** The search page's URL for a query (spec §2: q lowercased, URI-encoded). */
export const searchUrl = (query: string) => `${SEARCH_PATH}?q=${encodeURIComponent(query.trim().toLowerCase())}`

export function SearchForm({ variant, defaultQuery = '' }: { variant: 'desktop' | 'mobile'; defaultQuery?: string }) {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const query = input.current?.value.trim() ?? ''
    if (!query) {
      input.current?.focus()
      return
    }
    void navigate(searchUrl(query))
  }
  return (
    <form className={`${styles.form} ${styles[variant]}`} action={SEARCH_PATH} method="get" role="search" onSubmit={onSubmit}>
      <label className="sr-only" htmlFor={id}>
        {t('search')}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultQuery}
        placeholder={variant === 'mobile' ? t('search_placeholder_mobile') : t('search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.button} type="submit">
        <Icon name="search" size={20} />
        <span className="sr-only">{t('search_button')}</span>
      </button>
    </form>
  )
}
