// https://vike.dev/route-function — /kennisbank-cat/{slug}/ and its further pages /kennisbank-cat/{slug}/pagina/N/.
import { pagedRoute } from '../../../content/paged-route.ts'

export default pagedRoute('/kennisbank-cat/@slug')
