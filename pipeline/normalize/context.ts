// What every normalizer needs: URL rewriting, the media library, the report and the site URL.
import type { WpMedia } from '../schemas/wp/index.ts'
import type { BuildReport } from '../report.ts'
import type { UrlContext } from './urls.ts'

export type NormalizeContext = {
  urls: UrlContext
  siteUrl: string
  cmsUrl: string
  media: Map<number, WpMedia>
  report: BuildReport
}
