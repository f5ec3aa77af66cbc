// The site header (spec §1, §2): logo, search, 'Uitloggen' when logged in, the main menu with mega-menus, the right menu,
// the top menu on wide screens and the hamburger with the mobile menu on small ones.
import { lazy, Suspense, useState } from 'react'
import type { Menu } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import { Icon } from '#ui/icons/Icon.tsx'
import { MainMenu } from '../menu/MainMenu.tsx'
import { menuVariant } from '../menu/menu-variant.ts'
import { RightMenu } from '../menu/RightMenu.tsx'
import { ScrollProgress } from '../ScrollProgress.tsx'
import { SearchForm } from './SearchForm.tsx'
import { TopBar } from './TopBar.tsx'
import { useLoggedIn } from './useLoggedIn.ts'
import styles from './Header.module.css'

// The mobile menu's code (~1.7 KB gzip) loads when the visitor reaches for the hamburger (pointer, touch or focus) or
// opens it, not with every page (decision 021); it stays mounted once opened.
const loadMobileMenu = () => import('../mobile/MobileMenu.tsx')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))
const preloadMobileMenu = () => void loadMobileMenu()

export const LOGO = { src: '/logo.svg', width: 286, height: 49 } as const
export const LOGOUT_URL = '/api/logout'

type Props = { menus: Record<string, Menu>; currentPath: string; showProgress: boolean }

/** The header's logo: its one image that is not lazy (the prerender's placeholder keeps it: decision 050). */
export function LogoImage() {
  const t = useT()
  return <img src={LOGO.src} width={LOGO.width} height={LOGO.height} alt={`Hoefslag – ${t('home')}`} />
}

/** What of the header differs from page to page (decision 050): its menus' answers for the path, the progress bar. */
export const headerVariant = (menus: Record<string, Menu>, currentPath: string, showProgress: boolean): string =>
  `${showProgress ? 'p' : ''}${menuVariant(
    [menus.top_bar?.items ?? [], menus.main?.items ?? [], menus.main_right?.items ?? []],
    currentPath,
  )}`

export function Header({ menus, currentPath, showProgress }: Props) {
  const t = useT()
  const loggedIn = useLoggedIn()
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const mobileOpen = menuOpenOn === currentPath
  const [menuUsed, setMenuUsed] = useState(false)

  return (
    <header className={styles.header}>
      <TopBar
        items={menus.top_bar?.items ?? []}
        currentPath={currentPath}
        loggedIn={loggedIn}
        label={menus.top_bar?.name ?? t('menu')}
      />
      <div className={styles.brandRow}>
        <div className={`container ${styles.brandInner}`}>
          <a className={styles.logo} href="/">
            <LogoImage />
          </a>
          <div className={styles.search}>
            <SearchForm variant="desktop" currentPath={currentPath} />
          </div>
          {loggedIn ? (
            // A POST (a link would let any page log an editor out); the function answers 303 to the home page.
            <form className={styles.logoutForm} method="post" action={LOGOUT_URL}>
              <button type="submit" className={styles.logout}>
                <Icon name="logout" size={18} />
                {t('logout')}
              </button>
            </form>
          ) : null}
          <button
            type="button"
            className={styles.hamburger}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onPointerEnter={preloadMobileMenu}
            onTouchStart={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => {
              setMenuUsed(true)
              setMenuOpenOn(currentPath)
            }}
          >
            <Icon name="menu" size={24} />
            <span className={styles.hamburgerLabel}>{t('menu')}</span>
          </button>
        </div>
      </div>
      <div className={styles.navRow}>
        <div className={`container ${styles.navInner}`}>
          <MainMenu items={menus.main?.items ?? []} currentPath={currentPath} />
          <RightMenu
            items={menus.main_right?.items ?? []}
            currentPath={currentPath}
            label={menus.main_right?.name ?? t('menu')}
          />
        </div>
      </div>
      {showProgress ? <ScrollProgress /> : null}
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu menus={menus} currentPath={currentPath} open={mobileOpen} onClose={() => setMenuOpenOn(null)} />
        </Suspense>
      ) : null}
    </header>
  )
}
