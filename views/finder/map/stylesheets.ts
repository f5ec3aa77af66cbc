// Leaflet's own styles, added to the page only when the map is shown: the site ships one stylesheet for every page
// (vite.config.ts cssCodeSplit false), and the map's styles have no business in it. They travel inside the map's
// lazy chunk as text (`?inline`; a `?url` stylesheet would disturb Vike's one-stylesheet build): addStyles.
import leafletCss from 'leaflet/dist/leaflet.css?inline'
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline'
import { addStyles } from '#ui/browser/add-styles.ts'

export function addMapStyles(): void {
  addStyles('finder-map-styles', `${leafletCss}\n${clusterCss}`)
}
