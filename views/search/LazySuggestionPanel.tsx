// The header search's suggestion panel, loaded the first time a search box opens (it never renders on the server or
// before that), so its code is not part of every page's JavaScript (decision 015).
import { lazy, Suspense, type ComponentProps } from 'react'

const Panel = lazy(() => import('./SuggestionPanel.tsx').then((m) => ({ default: m.SuggestionPanel })))

export function LazySuggestionPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
