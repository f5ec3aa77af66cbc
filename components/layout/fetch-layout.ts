// Client only: the layout data asset (content/layout-asset.ts), checked for its shape before the layout uses it.
import { z } from 'zod'
import type { LayoutData } from '../../content/layout.ts'

const MenuShape = z.object({ items: z.array(z.unknown()) }).loose()
const LayoutShape = z.object({
  menus: z.record(z.string(), MenuShape),
  translations: z.record(z.string(), z.string()),
  notifications: z.array(z.unknown()),
  newsletter: z.object({ title: z.string(), formId: z.number() }).loose(),
  footerPartners: z.object({ types: z.array(z.unknown()) }).loose(),
  search: z.object({}).loose(),
}).loose()
const LayoutSchema = z.custom<LayoutData>((value) => LayoutShape.safeParse(value).success, 'not the layout data')

export async function fetchLayout(url: string): Promise<LayoutData> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`The layout data ${url} answered ${res.status}`)
  const parsed = LayoutSchema.safeParse(await res.json())
  if (!parsed.success) throw new Error(`The layout data ${url} is not the layout data this code expects`)
  return parsed.data
}
