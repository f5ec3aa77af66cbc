// https://vike.dev/route-function — /categorie/{slug}/ and its further pages /categorie/{slug}/pagina/N/.
import { pagedRoute } from '../../../content/paged-route.ts'

export default pagedRoute('/categorie/@slug')
