// Banner (spec §2): default or template-rubriek (category label plus title on a background image), with icon,
// (override) title, subtitle, and an optional sponsor label and banner image linking out in a new tab.
import type { BannerView } from '#content/page-view.ts'
import { useT } from '#ui/i18n.tsx'
import { cmsColor, isDarkColor, readableBackground } from './colors.ts'
import { cx } from '#ui/cx.ts'
import { Img } from '#ui/Img.tsx'
import { SponsorBlock } from './SponsorBlock.tsx'
import styles from './Banner.module.css'
import { InlineHtml } from '#ui/Html.tsx'

type Props = {
  banner: BannerView
  /** template-rubriek: the label above the title (default: "Kennisbank"). */
  categoryLabel?: string
  /** The banner holds the page's h1; the style guide shows several, as h2. */
  heading?: 'h1' | 'h2' | 'h3'
}

export function Banner({ banner, categoryLabel, heading: Heading = 'h1' }: Props) {
  const t = useT()
  const rubriek = banner.template === 'template-rubriek'
  const source = cmsColor(banner.backgroundColor) ? banner.backgroundColor : banner.colorType
  const base = cmsColor(source)
  // Light text on a light design colour (sand, light-green…) cannot be read: such a banner keeps dark text.
  const lightToken = base?.startsWith('var(') === true && !isDarkColor(source)
  const light = banner.textColorType === 'light' && (Boolean(banner.image) || Boolean(base)) && !lightToken
  // The text sits on the colour in template-rubriek and in a banner without image: keep it readable there.
  const onColour = rubriek || !banner.image
  const background = base && onColour ? readableBackground(base, light ? 'light' : 'dark') : base
  const iconUrl =
    banner.imageIcon?.src ?? (banner.icon.startsWith('/') || banner.icon.startsWith('http') ? banner.icon : '')
  return (
    <section
      className={cx(
        styles.banner,
        rubriek ? styles.rubriek : styles.default,
        light ? styles.light : styles.dark,
        banner.image && styles.withImage,
      )}
      style={background ? { '--banner-bg': background } : undefined}
    >
      {banner.image && (
        <div className={styles.media}>
          <Img
            image={banner.image}
            eager
            sizes={rubriek ? '(max-width: 1024px) 100vw, 50vw' : '100vw'}
            decorative
            className={styles.image}
          />
        </div>
      )}
      <div className={cx('container', styles.inner)}>
        <div className={styles.text}>
          {rubriek && <p className={styles.label}>{categoryLabel ?? t('category_knowledge_base')}</p>}
          {iconUrl && <img src={iconUrl} alt="" width={48} height={48} className={styles.icon} />}
          <Heading className={styles.title}>
            {banner.title || <InlineHtml html={banner.fallbackTitleHtml} text={banner.fallbackTitle} />}
          </Heading>
          {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
          {banner.sponsor && <SponsorBlock sponsor={banner.sponsor} />}
        </div>
      </div>
    </section>
  )
}
