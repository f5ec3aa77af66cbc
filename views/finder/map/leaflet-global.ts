// Leaflet for the finder map, as the global `L` that leaflet.markercluster (a UMD plugin) extends. Leaflet's ES module
// is a namespace object, which cannot be extended: the plugin gets a plain copy (the same classes). Import this module
// before 'leaflet.markercluster'. Browser only: loaded with the map's lazy chunk.
import * as Leaflet from 'leaflet'

export const L: typeof Leaflet = { ...Leaflet }
Object.assign(window, { L })
