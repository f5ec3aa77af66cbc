// https://vike.dev/route-string — the catch-all (spec §2 "/*/"): CMS pages and news posts at any other path.
// Least specific route: every other page's route wins over it.
export default '/*'
