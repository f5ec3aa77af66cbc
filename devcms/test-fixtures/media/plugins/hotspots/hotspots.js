export const hotspots = true
