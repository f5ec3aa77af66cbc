// https://vike.dev/route-function — /finder/ and its further pages of clinics /finder/pagina/N/.
import { pagedRoute } from '../../../content/paged-route.ts'

export default pagedRoute('/finder')
