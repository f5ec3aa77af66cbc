// https://vike.dev/route-function — /categorie/{slug}/ and its further pages /categorie/{slug}/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.category)
