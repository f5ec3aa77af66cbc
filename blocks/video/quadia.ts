// The Quadia player script (spec §7 "External scripts: … quadia video player"). Its address is the account's, so it
// comes from VITE_QUADIA_PLAYER_URL (https only); unset, Quadia videos show their poster and a notice instead.
export function quadiaPlayerUrl(value: unknown = import.meta.env.VITE_QUADIA_PLAYER_URL): string | undefined {
  return typeof value === 'string' && value.startsWith('https://') ? value : undefined
}
