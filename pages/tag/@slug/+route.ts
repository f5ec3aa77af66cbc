// https://vike.dev/route-function — /tag/{slug}/ and its further pages /tag/{slug}/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.tag)
