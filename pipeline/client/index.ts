// Public entry of the CMS HTTP client: the client, its errors and the query helpers.
export { CmsClient, createCmsClient } from './http.ts'
export type { CmsClientEvent, CmsClientOptions, CmsClientStats, CmsResponse, CmsResponseHeaders } from './http.ts'
export { CmsHttpError, CmsInvalidBodyError, CmsRequestFailedError, CmsShapeError, CmsTimeoutError } from './errors.ts'
export { buildUrl, encodeQuery } from './query.ts'
export type { Query, QueryValue } from './query.ts'
