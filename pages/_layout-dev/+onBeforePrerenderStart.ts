// THROWAWAY (layout development).
export function onBeforePrerenderStart() {
  return ['/_layout-dev/', '/_layout-dev/article/', '/_layout-dev/finder/']
}
