// https://vike.dev/Layout — server and client: the frame around every page (spec §2 "Layout"): notification bar, ad
// leaderboard, header with menus and search, mobile search bar, breadcrumbs, the page, footer, modal, cookie consent.
import '../styles/global.css'
import { useEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { CookieConsent } from '../components/consent/CookieConsent.tsx'
import { cookiePolicyUrl } from '../components/consent/cookie-policy.ts'
import { Leaderboard } from '../components/layout/ads/Leaderboard.tsx'
import { Breadcrumbs } from '../components/layout/breadcrumbs/Breadcrumbs.tsx'
import { Footer } from '../components/layout/footer/Footer.tsx'
import { Header } from '../components/layout/header/Header.tsx'
import { LoadingBar } from '../components/layout/loading-bar/LoadingBar.tsx'
import { installChunkErrorReload } from '../components/layout/loading-bar/reload-on-chunk-error.ts'
import { MobileSearchBar } from '../components/layout/mobile/MobileSearchBar.tsx'
import { NotificationBar } from '../components/layout/notifications/NotificationBar.tsx'
import { notificationsFor } from '../components/layout/notifications/notifications.ts'
import { isArticleKind, isFinderKind, pageMetaOf } from '../components/layout/page-meta.ts'
import { withTrailingSlash } from '../components/layout/page-path.ts'
import { useIdlePrefetch } from '../components/layout/prefetch/useIdlePrefetch.ts'
import { MAIN_ID, SkipLink } from '../components/layout/SkipLink.tsx'
import { EditorBanner } from '../components/editor/EditorBanner.tsx'
import { CopyrightWarning } from '../components/modal/CopyrightWarning.tsx'
import { ModalProvider } from '../components/modal/ModalProvider.tsx'
import { registerModalModule } from '../components/modal/registry.ts'

// The block modals (timetable subject, testimonials, table of contents) load with the first of them that opens.
registerModalModule(['timetable_subject', 'testimonials', 'table_of_contents'], () => import('../blocks/modals.tsx'))

export function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const layout = pageContext.globalContext.layout
  const meta = pageMetaOf(pageContext.data)
  const path = withTrailingSlash(pageContext.urlPathname)
  const finderPage = isFinderKind(meta?.kind)

  useIdlePrefetch(path)
  useEffect(() => installChunkErrorReload(), [])

  return (
    <ModalProvider>
      <SkipLink />
      <LoadingBar />
      <NotificationBar notifications={notificationsFor(layout, finderPage)} />
      <Leaderboard ad={layout.leaderboard} />
      <Header menus={layout.menus} currentPath={path} showProgress={isArticleKind(meta?.kind)} />
      {finderPage ? null : <MobileSearchBar />}
      {meta ? <Breadcrumbs meta={meta} /> : null}
      <main id={MAIN_ID} tabIndex={-1}>
        {pageContext.editorView ? <EditorBanner view={pageContext.editorView} /> : null}
        {children}
      </main>
      <Footer layout={layout} currentPath={path} />
      <CopyrightWarning text={layout.copyrightWarningText} />
      <CookieConsent policyUrl={cookiePolicyUrl(layout.menus)} />
    </ModalProvider>
  )
}
