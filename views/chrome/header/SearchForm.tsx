// The header search (spec §2 "Header search"). Without JavaScript: a plain GET form to /zoeken/?q=…. With it, the desktop
// bar is a combobox: focus opens the suggestion panel (intro, grouped suggestions, no results), the arrows walk the
// options, Enter opens one (or the results page), Escape closes; focusing it remembers the return route unless already
// on the search page. The mobile variant is the no-JS form the mobile search bar shows until it hydrates.
import { useEffect, useRef, type FocusEvent, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { useT } from '#ui/i18n.tsx'
import { rememberReturnRoute } from '../../search/return-route.ts'
import { isOnScreen, registerSearchOpener } from '../../search/search-open.ts'
import { SEARCH_PATH } from '../../search/search-url.ts'
import { LazySuggestionPanel as SuggestionPanel } from '../../search/LazySuggestionPanel.tsx'
import { useHydrated } from '../../search/useHydrated.ts'
import { useSearchForm, useSearchBox, type SearchBox } from '../../search/useSearchBox.ts'
import { Icon } from '#ui/icons/Icon.tsx'
import styles from './SearchForm.module.css'

type Props = { variant: 'desktop' | 'mobile'; currentPath?: string }

export function SearchForm({ variant, currentPath = '' }: Props) {
  const hydrated = useHydrated()
  return hydrated && variant === 'desktop' ? (
    <DesktopSearch currentPath={currentPath} />
  ) : (
    <PlainSearchForm variant={variant} />
  )
}

/** The form every search bar starts as (and stays without JavaScript). */
function PlainSearchForm({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useT()
  return (
    <form
      className={`${styles.form} ${styles[variant]}`}
      action={SEARCH_PATH}
      method="get"
      role="search"
      aria-label={t('search')}
    >
      <label className="sr-only" htmlFor={`search-${variant}`}>
        {t('search')}
      </label>
      <input
        id={`search-${variant}`}
        className={styles.input}
        type="search"
        name="q"
        placeholder={variant === 'mobile' ? t('search_placeholder_mobile') : t('search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <SubmitButton />
    </form>
  )
}

function SubmitButton() {
  const t = useT()
  return (
    <button className={styles.button} type="submit">
      <Icon name="search" size={20} />
      <span className="sr-only">{t('search_button')}</span>
    </button>
  )
}

function DesktopSearch({ currentPath }: { currentPath: string }) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const wrap = useRef<HTMLDivElement>(null)
  const box = useSearchBox({ onDone: () => input.current?.blur() })
  const { setQuery } = box

  // 'Look further' on the search page reopens this bar when it is the one on screen.
  useEffect(
    () =>
      registerSearchOpener((query) => {
        const field = input.current
        if (!field || !isOnScreen(field)) return false
        flushSync(() => setQuery(query))
        field.focus()
        field.select()
        return true
      }),
    [setQuery],
  )

  const onFocus = () => {
    box.setOpen(true)
    if (!currentPath.startsWith(SEARCH_PATH)) rememberReturnRoute(window.location.pathname + window.location.search)
  }
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && wrap.current?.contains(e.relatedTarget))) box.setOpen(false)
  }
  const { onSubmit, lookFurther } = useSearchForm(box, input)

  return (
    <div ref={wrap} className={styles.wrap} onBlur={onBlur}>
      {box.open ? <div className={styles.overlay} aria-hidden="true" /> : null}
      <form
        className={`${styles.form} ${styles.desktop}`}
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
          ref={input}
          id={box.popupId + '-input'}
          className={styles.input}
          type="search"
          name="q"
          placeholder={t('search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          {...box.inputProps}
          onFocus={onFocus}
        />
        <SubmitButton />
      </form>
      <Popup box={box} onLookFurther={lookFurther} />
    </div>
  )
}

function Popup({ box, onLookFurther }: { box: SearchBox; onLookFurther: () => void }) {
  // A click on the panel's text must not take the focus from the input (that would close it); links and buttons work.
  const keepFocus = (e: MouseEvent<HTMLDivElement>) => {
    if (!(e.target instanceof Element) || !e.target.closest('a, button')) e.preventDefault()
  }
  return (
    <div id={box.popupId} className={styles.popup} hidden={!box.open} onMouseDown={keepFocus}>
      {box.open ? <SuggestionPanel box={box} onLookFurther={onLookFurther} variant="desktop" /> : null}
    </div>
  )
}
