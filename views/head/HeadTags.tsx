// The tags +Head renders for a page or the error page (split from +Head so tests can render it without Vike).
import { THEME_COLOR, type PageHead } from './page-head.ts'
import { SeoTags } from './SeoTags.tsx'

export function HeadTags({ head }: { head: PageHead }) {
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={THEME_COLOR} />
      {head.kind === 'error' ? (
        <meta name="robots" content="noindex, follow" />
      ) : (
        head.seo && <SeoTags seo={head.seo} />
      )}
    </>
  )
}
