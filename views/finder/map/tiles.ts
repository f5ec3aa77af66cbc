// The map's background tiles (docs/configuration.md): VITE_MAP_TILE_URL, a Leaflet URL template with {z}/{x}/{y}
// (and optionally {s}, {r}), and VITE_MAP_TILE_ATTRIBUTION, the credit the tile provider requires. Unset (the default,
// and on a machine without network): no tiles, the markers on a plain background.
export type TileConfig = { url: string; attribution: string }

export function tileConfig(
  url: unknown = import.meta.env.VITE_MAP_TILE_URL,
  attribution: unknown = import.meta.env.VITE_MAP_TILE_ATTRIBUTION,
): TileConfig | undefined {
  if (
    typeof url !== 'string' ||
    !/^https?:\/\/[^\s]+$/.test(url) ||
    !['{z}', '{x}', '{y}'].every((p) => url.includes(p))
  )
    return undefined
  return { url, attribution: typeof attribution === 'string' ? attribution : '' }
}
