// https://vike.dev/route-function — /auteurs/{author}/ and its further pages /auteurs/{author}/pagina/N/.
import { PAGED_LIST_ROUTES, pagedRoute } from '#content/paged-route.ts'

export default pagedRoute(PAGED_LIST_ROUTES.author)
