// https://vike.dev/route-function — /auteurs/{author}/ and its further pages /auteurs/{author}/pagina/N/.
import { pagedRoute } from '../../../content/paged-route.ts'

export default pagedRoute('/auteurs/@slug')
