// Client only: the editor-curated clinics and vets (spec §7 most-viewed-finder-results), asked for once when shown.
import { useEffect, useState } from 'react'
import type { FinderResult } from '#lib/model/finder.ts'
import { fetchMostViewed } from './finder-client.ts'

export function useMostViewed(enabled: boolean): FinderResult[] {
  const [results, setResults] = useState<FinderResult[] | null>(null)
  const wanted = enabled && results === null
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    fetchMostViewed(controller.signal).then(setResults, (error: unknown) => {
      if (!controller.signal.aborted) {
        console.error('Most viewed finder results failed:', error)
        setResults([])
      }
    })
    return () => controller.abort()
  }, [wanted])
  return enabled ? (results ?? []) : []
}
