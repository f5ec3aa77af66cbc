// When the error page itself fails to render (spec §8: 'An error occurred while showing the error page', in Dutch from
// the translations: 'Er is een fout opgetreden bij het tonen van de foutpagina') with a link home.
import { Component, type ReactNode } from 'react'
import { useT } from '#ui/i18n.tsx'

type State = { failed: boolean }

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children
  }
}

export function ErrorPageFailed() {
  const t = useT()
  return (
    <div className="container" role="alert">
      <h1>{t('error_page_failed')}</h1>
      <p>
        <a href="/">{t('home')}</a>
      </p>
    </div>
  )
}
