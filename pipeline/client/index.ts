// Public entry of the CMS HTTP client: the client, its errors and the query helpers.
export { CmsClient, createCmsClient } from './http.ts'
export type { CmsClientEvent, CmsClientOptions, CmsClientStats, CmsResponse } from './http.ts'
export type { CmsResponseHeaders } from './headers.ts'
export { CmsHttpError, CmsInvalidBodyError, CmsRequestFailedError, CmsShapeError, CmsTimeoutError } from './errors.ts'
export { buildUrl, encodeQuery } from './query.ts'
export type { Query, QueryValue } from './query.ts'
