// The one request-time environment: CMS_API_URL follows CMS_PORT (the `npm start` on other ports bug), a bad value
// names its variable, and the server's environment is the same plus where it listens.
import { describe, expect, it } from 'vitest'
import { readBuildEnv } from '#sitebuild/env.ts'
import { readServeEnv } from '#server/env.ts'
import { EnvError, parseEnv } from './parse.ts'
import { RuntimeEnvSchema } from './runtime.server.ts'

const runtime = (env: NodeJS.ProcessEnv) => parseEnv(RuntimeEnvSchema, env, 'Invalid environment')

describe('request-time environment', () => {
  it('points CMS_API_URL at the local CMS on CMS_PORT unless it is set', () => {
    expect(runtime({}).CMS_API_URL).toBe('http://localhost:8081/wp-json')
    expect(runtime({ CMS_PORT: '8191' }).CMS_API_URL).toBe('http://localhost:8191/wp-json')
    expect(runtime({ CMS_PORT: '8191', CMS_API_URL: 'https://cms.hoefslag.nl/wp-json/' }).CMS_API_URL).toBe(
      'https://cms.hoefslag.nl/wp-json',
    )
    expect(readServeEnv({ CMS_PORT: '8191', PORT: '8991' })).toMatchObject({
      CMS_API_URL: 'http://localhost:8191/wp-json',
      PORT: 8991,
    })
    expect(readBuildEnv({ CMS_PORT: '8191' }).CMS_API_URL).toBe('http://localhost:8191/wp-json')
  })

  it('treats empty values as unset and names a bad variable', () => {
    expect(runtime({ CMS_API_URL: '', FORMS_TIMEOUT_MS: '' })).toMatchObject({
      CMS_API_URL: 'http://localhost:8081/wp-json',
      FORMS_TIMEOUT_MS: 10_000,
    })
    expect(() => runtime({ CMS_API_URL: 'ftp://cms' })).toThrow(EnvError)
    expect(() => runtime({ CHIP_LOOKUP_TIMEOUT_MS: '5' })).toThrow(/CHIP_LOOKUP_TIMEOUT_MS/)
  })
})
