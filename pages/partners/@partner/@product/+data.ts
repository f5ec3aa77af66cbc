// https://vike.dev/data — server only: a product (spec §2 /partners/{partner}/{product}/): its partner, image,
// content and external link.
import type { PageContextServer } from 'vike/types'
import { partnerCard } from '#content/cards.ts'
import { entityMeta } from '#content/meta.ts'
import { entityOf, routed } from '#content/route-data.ts'

export function data(pageContext: PageContextServer) {
  const found = routed('product', pageContext)
  const product = entityOf(found.s, 'products', found.route)
  const image = product.image ?? product.featuredImage
  const partner = partnerCard(found.s, product.partnerId)
  return {
    meta: entityMeta('product', found.path, product),
    product: {
      title: product.title,
      ...(product.titleHtml ? { titleHtml: product.titleHtml } : {}),
      ...(image ? { image } : {}),
      content: product.content,
      ...(product.externalLink ? { externalLink: product.externalLink } : {}),
      ...(partner ? { partner } : {}),
    },
  }
}

export type Data = Awaited<ReturnType<typeof data>>
