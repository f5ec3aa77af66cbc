// The banner on a page rendered for an editor: a draft preview or a private item, and what of it could not
// be shown (a block the pipeline left out, with the field and the reason), so a bad draft is never silently partial.
// A preview opened through a shareable link says so, and until when the link is valid.
import { amsterdamNow, formatDutchDate, formatTime } from '#lib/format/dates.ts'
import { useT } from '#ui/i18n.tsx'
import type { EditorView } from '#content/editor-view.ts'
import styles from './EditorBanner.module.css'

/** "30 november 2026 om 08:00", Dutch time, the same on the server and in the browser. */
function dutchMoment(iso: string): string {
  const local = amsterdamNow(new Date(iso))
  return `${formatDutchDate(local)} om ${formatTime(local)}`
}

export function EditorBanner({ view }: { view: EditorView }) {
  const t = useT()
  const title = view.shared
    ? t('shared_preview_banner', { until: dutchMoment(view.shared.until) })
    : t(view.mode === 'private' ? 'private_banner' : view.published ? 'preview_changes_banner' : 'preview_banner')
  return (
    <div
      className={styles.banner}
      role="status"
      data-editor-view={view.mode}
      {...(view.shared ? { 'data-shared-until': view.shared.until } : {})}
    >
      <div className="container">
        <p className={styles.title}>{title}</p>
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
