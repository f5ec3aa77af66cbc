// https://vike.dev/route-function — /kennisbank/ and its further pages /kennisbank/pagina/N/.
import { pagedRoute } from '../../../content/paged-route.ts'

export default pagedRoute('/kennisbank')
