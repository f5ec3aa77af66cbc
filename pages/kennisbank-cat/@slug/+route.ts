// https://vike.dev/route-function — the kb-category family's route (pipeline/snapshot/route-families.ts) and its further
// pages ".../pagina/N/".
import { pagedRoute } from '#content/paged-route.ts'

export default pagedRoute('kb-category')
