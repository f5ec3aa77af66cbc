// The SEO tags of one page from its meta.seo (Yoast): description, robots, canonical, Open Graph, article times,
// Twitter and the JSON-LD schema. <title> and og:title come from pages/+title.ts (vike-react renders both).
import type { Seo } from '#lib/model/types.ts'
import { jsonLdText } from '#lib/seo/json-ld.ts'

export function SeoTags({ seo }: { seo: Seo }) {
  const og = Object.entries(seo.og).filter(([property]) => property !== 'og:title')
  const image = seo.ogImage
  return (
    <>
      {seo.description ? <meta name="description" content={seo.description} /> : null}
      <meta name="robots" content={seo.robots || 'index, follow'} />
      {seo.canonical ? <link rel="canonical" href={seo.canonical} /> : null}
      {og.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {seo.publishedTime ? <meta property="article:published_time" content={seo.publishedTime} /> : null}
      {seo.modifiedTime ? <meta property="article:modified_time" content={seo.modifiedTime} /> : null}
      {Object.entries(seo.twitter).map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {seo.jsonLd !== undefined ? (
        // JSON-LD must reach the HTML unescaped by React; jsonLdText() makes it safe inside <script>.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(seo.jsonLd) }} />
      ) : null}
    </>
  )
}
