// https://vike.dev/route-function — the nieuws family's route (pipeline/snapshot/route-families.ts) and its further
// pages ".../pagina/N/".
import { pagedRoute } from '#content/paged-route.ts'

export default pagedRoute('nieuws')
