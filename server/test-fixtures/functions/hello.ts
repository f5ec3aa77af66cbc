// Test fixture: a Netlify Function v2 answering at two paths, echoing what it received.
import type { Config, Context } from '#functions/_runtime/types.ts'

export default async (req: Request, context: Context) => {
  const body = req.method === 'POST' ? await req.text() : ''
  context.cookies.set({ name: 'seen', value: 'ja', httpOnly: true, sameSite: 'Lax' })
  return Response.json({
    method: req.method,
    path: new URL(req.url).pathname,
    query: new URL(req.url).search,
    params: context.params,
    body,
    cookie: context.cookies.get('visitor') ?? null,
  })
}

export const config: Config = { path: ['/api/hello', '/api/items/:id'] }
