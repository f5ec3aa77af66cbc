// Links to the site's social media profiles (layout.socialMedia), with their brand marks.
import type { LayoutData } from '#content/layout.ts'
import { SocialIcon, socialLabel, socialMediumOf } from '#ui/icons/SocialIcon.tsx'
import styles from './Footer.module.css'

export function SocialLinks({ links, label }: { links: LayoutData['socialMedia']; label: string }) {
  if (!links.length) return null
  return (
    <ul className={styles.social} aria-label={label}>
      {links.map((link) => {
        const medium = socialMediumOf(link.medium !== '' ? link.medium : link.url)
        return (
          <li key={link.url}>
            <a className={styles.socialLink} href={link.url} target="_blank" rel="noopener noreferrer me">
              <SocialIcon medium={medium === 'other' ? socialMediumOf(link.url) : medium} size={20} />
              <span className="sr-only">{socialLabel(medium, link.medium)}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
