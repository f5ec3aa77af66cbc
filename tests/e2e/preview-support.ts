// What the preview specs share: the local CMS's editor, a CMS token for the REST calls WordPress' editor makes itself
// (autosaves, share links), and a logged-in session on the site.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { z } from 'zod'
import { E2E } from './ports.ts'

export const EDITOR = { username: 'redactie', password: 'hoefslag-dev' }
export const CMS = `http://localhost:${E2E.cmsPort}/wp-json`

/** A JWT of the local CMS, as the block editor holds its own credentials. */
export async function cmsToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${CMS}/jwt-auth/v1/token`, { data: EDITOR })
  expect(res.status()).toBe(200)
  return z.object({ token: z.string() }).parse(await res.json()).token
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Logs in on the site through the function, as the hydrated form does. */
export async function logIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', { data: EDITOR })
  expect(res.status()).toBe(200)
}

const ShareLink = z.object({ key: z.string(), url: z.string(), expires: z.string() })

/** A shareable preview link, as the editor's sidebar makes it. */
export async function shareLink(request: APIRequestContext, token: string, post: number, expiresIn?: number) {
  const res = await request.post(`${CMS}/hoefslag/v1/share-links`, {
    headers: bearer(token),
    data: { post, ...(expiresIn ? { expires_in: expiresIn } : {}) },
  })
  expect(res.status()).toBe(201)
  return ShareLink.parse(await res.json())
}
