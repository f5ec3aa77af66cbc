// https://vike.dev/Layout — server and client: the frame around every page (spec §2 "Layout"): notification bar, ad
// leaderboard, header with menus and search, mobile search bar, breadcrumbs, the page, footer, modal, cookie consent.
import '../styles/global.css'
import { useEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { CookieConsent } from '#ui/consent/CookieConsent.tsx'
import { cookiePolicyUrl } from '#ui/consent/cookie-policy.ts'
import { Leaderboard } from '#ui/ads/Leaderboard.tsx'
import { Breadcrumbs } from '#views/chrome/breadcrumbs/Breadcrumbs.tsx'
import { Footer } from '#views/chrome/footer/Footer.tsx'
import { footerVariant } from '#views/chrome/footer/footer-variant.ts'
import { Header, headerVariant, LogoImage } from '#views/chrome/header/Header.tsx'
import { LoadingBar } from '#views/chrome/loading-bar/LoadingBar.tsx'
import { installChunkErrorReload } from '#views/chrome/loading-bar/reload-on-chunk-error.ts'
import { MobileSearchBar } from '#views/chrome/mobile/MobileSearchBar.tsx'
import { NotificationBar } from '#views/chrome/notifications/NotificationBar.tsx'
import { notificationsFor } from '#views/chrome/notifications/notifications.ts'
import { isArticleKind, isFinderKind, pageMetaOf } from '#views/chrome/page-meta.ts'
import { withTrailingSlash } from '#ui/browser/page-path.ts'
import { useIdlePrefetch } from '#views/chrome/prefetch/useIdlePrefetch.ts'
import { MAIN_ID, SkipLink } from '#views/chrome/SkipLink.tsx'
import { RenderedOnce } from '#views/chrome/RenderedOnce.tsx'
import { EditorBanner } from '#views/editor/EditorBanner.tsx'
import { HydrationSlice } from '#views/document/HydrationSlice.tsx'
import { CopyrightWarning } from '#ui/modal/CopyrightWarning.tsx'
import { ModalProvider } from '#ui/modal/ModalProvider.tsx'
import { MODALS } from '#views/modals.tsx'

export function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const layout = pageContext.globalContext.layout
  const meta = pageMetaOf(pageContext.data)
  const path = withTrailingSlash(pageContext.urlPathname)
  const finderPage = isFinderKind(meta?.kind)
  const showProgress = isArticleKind(meta?.kind)

  useIdlePrefetch(path)
  useEffect(() => installChunkErrorReload(), [])

  return (
    <ModalProvider renderers={MODALS}>
      <SkipLink />
      <LoadingBar />
      {/* Three regions, each hydrated in slices of its own (decision 020, views/document/HydrationSlice.tsx). */}
      <HydrationSlice region="top">
        <NotificationBar notifications={notificationsFor(layout, finderPage)} />
        <Leaderboard ad={layout.leaderboard} />
        {/* The header and the footer: the prerender renders each once per variant (decision 050). */}
        <RenderedOnce
          shell={pageContext.shell}
          name="header"
          variant={headerVariant(layout.menus, path, showProgress)}
          keep={<LogoImage />}
        >
          <Header menus={layout.menus} currentPath={path} showProgress={showProgress} />
        </RenderedOnce>
        {finderPage ? null : <MobileSearchBar />}
        {meta ? <Breadcrumbs meta={meta} /> : null}
      </HydrationSlice>
      <HydrationSlice region="main">
        <main id={MAIN_ID} tabIndex={-1}>
          {pageContext.editorView ? <EditorBanner view={pageContext.editorView} /> : null}
          {children}
        </main>
      </HydrationSlice>
      <HydrationSlice region="end">
        <RenderedOnce shell={pageContext.shell} name="footer" variant={footerVariant(layout.menus, path)}>
          <Footer layout={layout} currentPath={path} />
        </RenderedOnce>
        <CopyrightWarning text={layout.copyrightWarningText} />
        <CookieConsent policyUrl={cookiePolicyUrl(layout.menus)} />
      </HydrationSlice>
    </ModalProvider>
  )
}
