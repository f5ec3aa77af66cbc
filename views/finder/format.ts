// Dutch number formats of the finder: "3,2" km, "12" results.
const KM = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 })

export const formatKm = (km: number): string => KM.format(km)
