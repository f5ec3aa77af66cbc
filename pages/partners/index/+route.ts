// https://vike.dev/route-string — the partners family's route, as pipeline/snapshot/route-families.ts declares it.
import { familyRoute } from '#content/paged-route.ts'

export default familyRoute('partners')
