// The knowledge base's categories as tiles with icon, colour and article count.
import { useT } from '#ui/i18n.tsx'
import { Img } from '#ui/Img.tsx'
import type { CategoryTile } from './category-tiles.ts'
import styles from './CategoryTiles.module.css'

export function CategoryTiles({ tiles }: { tiles: CategoryTile[] }) {
  const t = useT()
  if (tiles.length === 0) return null
  return (
    <section className="container" aria-labelledby="kb-categories">
      <h2 id="kb-categories">{t('kb_categories')}</h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <a href={tile.path} className={styles.tile} style={tile.color ? { '--tile-color': tile.color } : undefined}>
              <span className={styles.icon}>{tile.icon && <Img image={tile.icon} sizes="64px" decorative />}</span>
              <span className={styles.name}>{tile.name}</span>
              <span className={styles.count}>{tile.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
