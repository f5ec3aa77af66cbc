// The banner on a page rendered for an editor (issue 13): a draft preview or a private item, and what of it could not
// be shown (a block the pipeline left out, with the field and the reason), so a bad draft is never silently partial.
import { useT } from '#ui/i18n.tsx'
import type { EditorView } from '#content/editor-view.ts'
import styles from './EditorBanner.module.css'

export function EditorBanner({ view }: { view: EditorView }) {
  const t = useT()
  return (
    <div className={styles.banner} role="status" data-editor-view={view.mode}>
      <div className="container">
        <p className={styles.title}>{t(view.mode === 'preview' ? 'preview_banner' : 'private_banner')}</p>
        {view.problems.length ? (
          <>
            <p>{t('preview_problems')}</p>
            <ul className={styles.problems}>
              {view.problems.map((p) => (
                <li key={`${p.path}:${p.message}`}>
                  <code>{p.path}</code>: {p.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  )
}
