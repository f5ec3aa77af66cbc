// https://vike.dev/data — server only: a partner (spec §2 /partners/{partner}/): logo, company info, content, products.
import type { PageContextServer } from 'vike/types'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('partner', pageContext)
  const { s } = found
  const p = entityOf(s, 'partners', found.route)
  const products = p.productIds.flatMap((id) => {
    const product = s.entity('products', id)
    if (!product || product.status !== 'publish') return []
    const image = product.image ?? product.featuredImage
    return [{ id, title: product.title, path: product.path, ...(image ? { image } : {}) }]
  })
  return {
    meta: entityMeta('partner', found.path, p),
    partner: {
      name: p.title,
      ...(p.logo ? { logo: p.logo } : {}),
      company: { address: p.address, phone: p.phone, email: p.email, website: p.externalLink?.url || p.website },
      content: p.content,
      products,
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
