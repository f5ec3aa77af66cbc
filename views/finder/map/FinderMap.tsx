// The finder's map (spec §4 display mode "map"): Leaflet with marker clustering, one marker per result that has a
// position, each a link to the clinic or vet page; the visitor's location and radius when set. Lazy-loaded only when
// the map is shown (this module is its own chunk). Keyboard: Tab reaches every marker link and cluster (Enter zooms
// in), the arrow keys and +/- move the map; the list beside it stays the accessible view.
import { L } from './leaflet-global.ts'
import 'leaflet.markercluster'
import type { LatLng, LayerGroup, Map as LeafletMap, MarkerClusterGroup } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import type { FinderResult } from '#lib/model/finder.ts'
import { markerElement } from './marker.ts'
import { addMapStyles } from './stylesheets.ts'
import { tileConfig } from './tiles.ts'
import styles from './FinderMap.module.css'

export type FinderMapProps = {
  results: FinderResult[]
  center?: { lat: number; lng: number } | undefined
  radiusKm?: number | undefined
  labels: { cluster: (count: number) => string; you: string; kind: (r: FinderResult) => string }
}

/** The Netherlands, for a map without markers. */
const NL = { center: L.latLng(52.2, 5.3), zoom: 7 }

type MapState = { map: LeafletMap; cluster: MarkerClusterGroup; overlay: LayerGroup }

export default function FinderMap({ results, center, radiusKm, labels }: FinderMapProps) {
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<MapState | null>(null)
  const labelsRef = useRef(labels)
  useEffect(() => {
    labelsRef.current = labels
  })

  useEffect(() => {
    const container = element.current
    if (!container) return
    addMapStyles()
    const tiles = tileConfig()
    const map = L.map(container, {
      center: NL.center,
      zoom: NL.zoom,
      minZoom: 6,
      maxZoom: 18,
      scrollWheelZoom: false,
      attributionControl: Boolean(tiles?.attribution),
    })
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map)
    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      iconCreateFunction: (c) =>
        L.divIcon({ html: `<span>${c.getChildCount()}</span>`, className: styles.cluster, iconSize: L.point(40, 40) }),
    })
    // Clusters are keyboard buttons (Leaflet gives them role=button and tabindex): name them.
    map.on('layeradd', (e) => {
      const layer: unknown = e.layer
      if (layer instanceof L.MarkerCluster)
        layer.getElement()?.setAttribute('aria-label', labelsRef.current.cluster(layer.getChildCount()))
    })
    const overlay = L.layerGroup().addTo(map)
    map.addLayer(cluster)
    setState({ map, cluster, overlay })
    return () => {
      map.remove()
      setState(null)
    }
  }, [])

  useEffect(() => {
    if (!state) return
    const { map, cluster, overlay } = state
    cluster.clearLayers()
    overlay.clearLayers()
    const points: LatLng[] = []
    const markers = results.flatMap((r) => {
      if (r.lat === null || r.lng === null) return []
      const at = L.latLng(r.lat, r.lng)
      points.push(at)
      const icon = L.divIcon({
        html: markerElement(r, labelsRef.current.kind(r)),
        className: styles.marker,
        iconSize: L.point(32, 40),
        iconAnchor: L.point(16, 40),
      })
      return [
        L.marker(at, { icon, keyboard: false, riseOnHover: true }).bindTooltip(r.title, {
          direction: 'top',
          offset: L.point(0, -36),
        }),
      ]
    })
    cluster.addLayers(markers)
    const bounds = L.latLngBounds(points)
    if (center) {
      const you = L.latLng(center.lat, center.lng)
      bounds.extend(you)
      if (radiusKm) {
        const radius = L.circle(you, { radius: radiusKm * 1000, interactive: false, className: styles.radius })
        overlay.addLayer(radius)
        // The whole radius in view: what "within N km" covers.
        bounds.extend(radius.getBounds())
      }
      overlay.addLayer(
        L.circleMarker(you, { radius: 8, interactive: false, className: styles.you }).bindTooltip(
          labelsRef.current.you,
          { permanent: false },
        ),
      )
    }
    if (bounds.isValid()) map.fitBounds(bounds, { padding: L.point(24, 24), maxZoom: 13 })
    else map.setView(NL.center, NL.zoom)
  }, [state, results, center?.lat, center?.lng, radiusKm, center])

  return <div ref={element} className={styles.map} data-markers={results.filter((r) => r.lat !== null).length} />
}
