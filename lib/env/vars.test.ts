// One definition per variable: every process reads CMS_PORT, CMS_API_URL, SITE_URL, SNAPSHOT_DIR, … the same way
// (once they were defined per process with different validation; forms ignored CMS_PORT).
import { describe, expect, it } from 'vitest'
import { parsePipelineEnv } from '#pipeline/env.ts'
import { readCmsEnv } from '#devcms/env.ts'
import { DEFAULT_CONTENT_DIR, DEFAULT_MEDIA_DIR } from '#devcms/validate.ts'
import { readBuildEnv } from '#sitebuild/env.ts'
import { readPublishEnv } from '#sitebuild/publish/env.ts'
import { readServeEnv } from '#server/env.ts'
import { EnvError, parseEnv } from './parse.ts'
import {
  BuildEnvSchema,
  CmsEnvSchema,
  PipelineEnvSchema,
  PublishEnvSchema,
  RuntimeEnvSchema,
  ServeEnvSchema,
} from './schemas.server.ts'
import { ENV_VARS } from './vars.server.ts'

const runtime = (env: NodeJS.ProcessEnv) => parseEnv(RuntimeEnvSchema, env, 'Invalid environment')
const SCHEMAS = { RuntimeEnvSchema, ServeEnvSchema, PipelineEnvSchema, BuildEnvSchema, PublishEnvSchema, CmsEnvSchema }

describe('the one set of environment variables', () => {
  it('gives every process the same field for a variable', () => {
    for (const schema of Object.values(SCHEMAS)) {
      const object = 'shape' in schema ? schema : schema.in
      for (const [name, field] of Object.entries(object.shape))
        expect(field).toBe(ENV_VARS[name as keyof typeof ENV_VARS])
    }
  })

  it('treats empty values as unset in every process, the pipeline too', () => {
    expect(
      parsePipelineEnv({ PIPELINE_CONCURRENCY: '', SNAPSHOT_DIR: '', SITE_URL: '', PIPELINE_FULL: '' }),
    ).toMatchObject({
      PIPELINE_CONCURRENCY: 16,
      SNAPSHOT_DIR: '.snapshot',
      SITE_URL: 'http://localhost:8888',
      PIPELINE_FULL: false,
    })
    expect(readCmsEnv({ CMS_PORT: '', CMS_GZIP: '' })).toMatchObject({ CMS_PORT: 8081, CMS_GZIP: true })
    expect(readCmsEnv({ CMS_CONTENT_DIR: '' })).toMatchObject({
      CMS_CONTENT_DIR: DEFAULT_CONTENT_DIR,
      CMS_MEDIA_DIR: DEFAULT_MEDIA_DIR,
    })
  })

  it('reads SITE_URL alike: http(s), no trailing slash; unset only at request time', () => {
    const env = { SITE_URL: 'https://www.hoefslag.nl/' }
    expect(runtime(env).SITE_URL).toBe('https://www.hoefslag.nl')
    expect(readServeEnv(env).SITE_URL).toBe('https://www.hoefslag.nl')
    expect(parsePipelineEnv(env).SITE_URL).toBe('https://www.hoefslag.nl')
    expect(readCmsEnv(env).SITE_URL).toBe('https://www.hoefslag.nl')
    expect(runtime({}).SITE_URL).toBeUndefined()
    expect(readCmsEnv({}).SITE_URL).toBe('http://localhost:8888')
    expect(() => readCmsEnv({ SITE_URL: 'ftp://hoefslag.nl' })).toThrow(/SITE_URL/)
  })

  it('reads CMS_API_URL alike: following CMS_PORT, http(s) only', () => {
    expect(parsePipelineEnv({ CMS_PORT: '8191' }).CMS_API_URL).toBe('http://localhost:8191/wp-json')
    expect(runtime({ CMS_PORT: '8191' }).CMS_API_URL).toBe('http://localhost:8191/wp-json')
    expect(() => parsePipelineEnv({ CMS_API_URL: 'ftp://cms.hoefslag.nl/wp-json' })).toThrow(EnvError)
    expect(() => readBuildEnv({ CMS_PORT: 'x' })).toThrow(/CMS_PORT/)
  })

  it('keeps each process to its own variables', () => {
    expect(() => readPublishEnv({ BUILD_HOOK_SECRET: 'short' })).toThrow(/BUILD_HOOK_SECRET/)
    expect(Object.keys(runtime({ PORT: '1', BUILD_HOOK: '0' }))).not.toContain('PORT')
  })
})
