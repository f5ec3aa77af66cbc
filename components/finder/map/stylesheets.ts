// Leaflet's own stylesheets, added to the page only when the map is shown: the site ships one stylesheet for every
// page (vite.config.ts cssCodeSplit false), and the map's styles have no business in it.
import leafletCss from 'leaflet/dist/leaflet.css?url'
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?url'

const loading = new Map<string, Promise<void>>()

function stylesheet(href: string): Promise<void> {
  const known = loading.get(href)
  if (known) return known
  const promise = new Promise<void>((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    // A failed stylesheet leaves the map rough, not absent: go on either way.
    link.onload = () => resolve()
    link.onerror = () => resolve()
    document.head.append(link)
  })
  loading.set(href, promise)
  return promise
}

export const loadMapStylesheets = (): Promise<void> => Promise.all([stylesheet(leafletCss), stylesheet(clusterCss)]).then(() => undefined)
