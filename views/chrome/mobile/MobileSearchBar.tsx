// The search bar under the header on small screens (spec §2, §4; not on finder pages, which have their own search).
// Without JavaScript a plain GET form to /zoeken/; with it a button that toggles the mobile search modal: a full-screen
// dialog with the search field and the suggestion panel. Closing the modal clears the query.
import { useEffect, useRef, useState } from 'react'
import { Dialog } from '#ui/modal/Dialog.tsx'
import { useT } from '#ui/i18n.tsx'
import { isOnScreen, registerSearchOpener } from '../../search/search-open.ts'
import { SEARCH_PATH } from '../../search/search-url.ts'
import { LazySuggestionPanel as SuggestionPanel } from '../../search/LazySuggestionPanel.tsx'
import { useHydrated } from '../../search/useHydrated.ts'
import { useSearchForm, useSearchBox } from '../../search/useSearchBox.ts'
import { SearchForm } from '../header/SearchForm.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import styles from './MobileSearchBar.module.css'

export function MobileSearchBar() {
  const t = useT()
  const hydrated = useHydrated()
  // The modal's contents mount when it opens and unmount when it closes: a new query every time (`session` keys it).
  const [session, setSession] = useState<{ query: string; n: number } | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const open = session !== null
  const show = (query: string) => setSession((s) => ({ query, n: (s?.n ?? 0) + 1 }))
  const close = () => setSession(null)

  // 'Look further' on the search page reopens the modal when this bar is the one on screen.
  useEffect(
    () =>
      registerSearchOpener((query) => {
        if (!isOnScreen(trigger.current)) return false
        setSession((s) => ({ query, n: (s?.n ?? 0) + 1 }))
        return true
      }),
    [],
  )

  return (
    <div className={styles.bar}>
      <div className="container">
        {hydrated ? (
          <button
            ref={trigger}
            type="button"
            className={styles.trigger}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => (open ? close() : show(''))}
          >
            <span className={styles.triggerText}>{t('search_placeholder_mobile')}</span>
            <span className={styles.triggerIcon}>
              <Icon name="search" size={20} />
            </span>
          </button>
        ) : (
          <SearchForm variant="mobile" />
        )}
      </div>
      <Dialog open={open} onClose={close} label={t('search')} className={styles.dialog}>
        {session ? <MobileSearch key={session.n} initialQuery={session.query} onClose={close} /> : null}
      </Dialog>
    </div>
  )
}

function MobileSearch({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const box = useSearchBox({ initialQuery, initiallyOpen: true, onDone: onClose, onEscape: onClose })
  const { onSubmit, lookFurther } = useSearchForm(box, input)
  return (
    <div className={styles.sheet}>
      <div className={styles.top}>
        <form
          className={styles.form}
          action={SEARCH_PATH}
          method="get"
          role="search"
          aria-label={t('search')}
          onSubmit={onSubmit}
        >
          <label className="sr-only" htmlFor={box.popupId + '-input'}>
            {t('search')}
          </label>
          <input
            // The dialog focuses its autofocus element when it opens (React's autoFocus would run before it is open).
            ref={(el) => {
              input.current = el
              el?.setAttribute('autofocus', '')
            }}
            id={box.popupId + '-input'}
            className={styles.input}
            type="search"
            name="q"
            placeholder={t('search_placeholder_mobile')}
            autoComplete="off"
            enterKeyHint="search"
            {...box.inputProps}
          />
          <button className={styles.submit} type="submit">
            <Icon name="search" size={20} />
            <span className="sr-only">{t('search_button')}</span>
          </button>
        </form>
        <button type="button" className={styles.close} onClick={onClose}>
          <Icon name="close" size={22} />
          <span className="sr-only">{t('close')}</span>
        </button>
      </div>
      {/* Focusable, so that keyboard users can scroll it (the options themselves are reached with the arrows). */}
      <div id={box.popupId} className={styles.results} role="region" aria-label={t('search_suggestions')} tabIndex={0}>
        <SuggestionPanel box={box} onLookFurther={lookFurther} variant="mobile" />
      </div>
    </div>
  )
}
