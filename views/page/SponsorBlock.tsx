// Sponsor label and banner image (spec §3 Sponsor); the image links out in a new tab when the sponsor has a link.
import type { Sponsor } from '#lib/model/types.ts'
import { useT } from '#ui/i18n.tsx'
import { ExternalLink } from '#ui/ExternalLink.tsx'
import { Img } from '#ui/Img.tsx'
import styles from './SponsorBlock.module.css'

export function SponsorBlock({ sponsor }: { sponsor: Sponsor }) {
  const t = useT()
  const image = sponsor.bannerImage ?? sponsor.logo
  const picture = image && (
    <Img
      image={image}
      sizes="(max-width: 700px) 100vw, 480px"
      className={sponsor.bannerImage ? styles.banner : styles.logo}
    />
  )
  return (
    <aside
      className={styles.sponsor}
      style={sponsor.color ? { '--sponsor-color': sponsor.color } : undefined}
      aria-label={t('sponsored')}
    >
      <p className={styles.label}>{sponsor.label || t('sponsored')}</p>
      {picture && (sponsor.link ? <ExternalLink href={sponsor.link}>{picture}</ExternalLink> : picture)}
    </aside>
  )
}
