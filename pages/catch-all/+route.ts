// https://vike.dev/route-string — the catch-all (spec §2 "/*/"): CMS pages and news posts at any other path, as
// pipeline/snapshot/route-families.ts declares it. Least specific route: every other page's route wins over it.
import { familyRoute } from '#content/paged-route.ts'

export default familyRoute('catch-all')
