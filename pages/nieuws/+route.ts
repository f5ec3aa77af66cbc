// https://vike.dev/route-function — /nieuws/ and its further pages /nieuws/pagina/N/.
import { pagedRoute } from '../../content/paged-route.ts'

export default pagedRoute('/nieuws')
