// https://vike.dev/route-function — /finder/ and its further pages of clinics /finder/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.finder)
