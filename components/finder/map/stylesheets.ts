// Leaflet's own styles, added to the page only when the map is shown: the site ships one stylesheet for every page
// (vite.config.ts cssCodeSplit false), and the map's styles have no business in it. They travel inside the map's
// lazy chunk as text (`?inline`; a `?url` stylesheet would disturb Vike's one-stylesheet build) and go into one
// <style> element (the CSP allows inline styles).
import leafletCss from 'leaflet/dist/leaflet.css?inline'
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline'

const ID = 'finder-map-styles'

export function addMapStyles(): void {
  if (document.getElementById(ID)) return
  const style = document.createElement('style')
  style.id = ID
  style.textContent = `${leafletCss}\n${clusterCss}`
  // First in <head>: the site's own stylesheet, after it, wins where both style the map.
  document.head.prepend(style)
}
