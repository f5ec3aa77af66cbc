// GET /wp/v2/partners-by-type: every partner type with its published partners (the footer partners block, spec §3).
import { isRecord } from '../../store/files.ts'
import { renderedText } from '../../store/text.ts'
import type { StoredPost } from '../../store/store.ts'
import type { Ctx } from '../context.ts'
import { notFound, reply, type Reply } from '../http.ts'
import { presentTerm } from '../present.ts'
import { route, type Route } from '../router.ts'

const byMenuOrderThenTitle = (a: StoredPost, b: StoredPost) =>
  Number(a.data.menu_order ?? 0) - Number(b.data.menu_order ?? 0) ||
  renderedText(a.data.title).localeCompare(renderedText(b.data.title), 'nl')

/** A partner as the footer slider needs it: logo image and where it links to (its external link, else its page). */
function partnerEntry(ctx: Ctx, partner: StoredPost) {
  const serialized = ctx.catalog.post(partner)
  const extra = isRecord(serialized.extra_fields) ? serialized.extra_fields : {}
  const company = isRecord(extra.company_info) ? extra.company_info : {}
  const external = isRecord(extra.external_link) ? extra.external_link : undefined
  const link = String(serialized.link)
  return {
    id: Number(partner.data.id),
    title: renderedText(partner.data.title),
    slug: String(partner.data.slug),
    link,
    image: isRecord(company.logo) ? company.logo : false,
    url: external
      ? { url: String(external.url), title: String(external.title ?? ''), target: String(external.target ?? '_blank') }
      : { url: link, title: renderedText(partner.data.title), target: '' },
  }
}

function partnersByType(ctx: Ctx): Reply {
  const partners = (ctx.catalog.postsByBase.get('partners') ?? [])
    .filter((p) => p.data.status === 'publish')
    .sort(byMenuOrderThenTitle)
  const types = (ctx.catalog.termsByBase.get('partner-types') ?? [])
    .map((term) => {
      const members = partners.filter(
        (p) => Array.isArray(p.data['partner-types']) && p.data['partner-types'].includes(Number(term.data.id)),
      )
      return { ...presentTerm(ctx, term), partners: members.map((p) => partnerEntry(ctx, p)) }
    })
    .filter((t) => t.partners.length > 0)
  if (types.length === 0) throw notFound('rest_not_found', 'No partners found.')
  return reply(types)
}

export function partnerRoutes(): Route[] {
  return [route('GET', '/wp/v2/partners-by-type', partnersByType)]
}
