// https://vike.dev/route-function — /tag/{slug}/ and its further pages /tag/{slug}/pagina/N/.
import { pagedRoute } from '../../../content/paged-route.ts'

export default pagedRoute('/tag/@slug')
