// https://vike.dev/route-function — /kennisbank/ and its further pages /kennisbank/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.kennisbank)
