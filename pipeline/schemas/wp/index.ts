// The CMS contract in code: every raw WordPress shape the site reads. Only pipeline/normalize knows these names.
export * from './common.ts'
export * from './blocks.ts'
export * from './posts.ts'
export * from './terms.ts'
export * from './site.ts'
