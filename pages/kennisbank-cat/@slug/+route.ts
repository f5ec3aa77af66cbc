// https://vike.dev/route-function — /kennisbank-cat/{slug}/ and its further pages /kennisbank-cat/{slug}/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.kennisbankCategory)
