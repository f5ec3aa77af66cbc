// The search bar under the header on small screens (not on finder pages, which have their own search).
import { SearchForm } from '../header/SearchForm.tsx'
import styles from './MobileSearchBar.module.css'

export function MobileSearchBar() {
  return (
    <div className={styles.bar}>
      <div className="container">
        <SearchForm variant="mobile" />
      </div>
    </div>
  )
}
