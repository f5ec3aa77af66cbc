// Seeds the test's WordPress through its REST API: media, terms, users, posts of every type, menus, site settings,
// then the editor realities.
import type { Rest } from '../rest.ts'
import { seedMedia } from './media.ts'
import { seedMenus } from './menus.ts'
import { seedPosts } from './posts.ts'
import { seedRealities } from './realities.ts'
import { seedSite } from './site.ts'
import { seedTerms } from './terms.ts'
import { resetIds } from './ids.ts'
import { UploadPaths } from './uploads.ts'
import { seedUsers } from './users.ts'

/** What a test needs to know of the seeded content that the content set does not say. */
export type SeedResult = { hiddenMediaId: number }

export async function seed(rest: Rest, log: (line: string) => void = () => {}): Promise<SeedResult> {
  const uploads = new UploadPaths()
  resetIds()
  const step = async (what: string, run: () => Promise<unknown>) => {
    const started = Date.now()
    const count = await run()
    log(
      `seeded ${what}${typeof count === 'number' ? ` (${count})` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }
  await step('media', () => seedMedia(rest, uploads))
  await step('terms', () => seedTerms(rest, uploads))
  await step('users', () => seedUsers(rest, uploads))
  await step('posts', () => seedPosts(rest, uploads))
  await step('menus', () => seedMenus(rest, uploads))
  await step('site settings', () => seedSite(rest, uploads))
  let result: SeedResult = { hiddenMediaId: 0 }
  await step('editor realities', async () => {
    result = await seedRealities(rest)
  })
  return result
}
