// A normalize context over the local CMS origin and a fresh report, for the normalizer tests.
import { WpMediaSchema } from '../schemas/wp/index.ts'
import { CMS, wpMedia } from '../schemas/wp/test-payloads.ts'
import { BuildReport } from '../report.ts'
import type { NormalizeContext } from './context.ts'
import { createUrlContext } from './urls.ts'

export const SITE = 'https://www.hoefslag.nl'

export function testContext(): NormalizeContext {
  const media = WpMediaSchema.parse(wpMedia())
  return {
    urls: createUrlContext({ cmsOrigins: [CMS], siteUrl: SITE }),
    siteUrl: SITE,
    cmsUrl: `${CMS}/wp-json`,
    media: new Map([[media.id, media]]),
    report: new BuildReport(),
  }
}
