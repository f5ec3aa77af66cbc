// https://vike.dev/route-function — /nieuws/ and its further pages /nieuws/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.nieuws)
