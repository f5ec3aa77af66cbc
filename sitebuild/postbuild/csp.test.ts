// The Content-Security-Policy's script and style sources: the site's own origin (which serves the CMS's /wp-content/*
// through the proxy rule, so the interactive_image plugin's hotspots.js and .css load), and CSP_EXTRA_ORIGINS.
import { describe, expect, it } from 'vitest'
import { mapTileOrigins } from '../env.ts'
import { contentSecurityPolicy } from './csp.ts'

const directive = (csp: string, name: string) =>
  (csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').slice(1)

describe('content security policy', () => {
  it("allows scripts and styles from the site's own origin, where /wp-content/ plugin assets are proxied", () => {
    const csp = contentSecurityPolicy({ inlineScriptHashes: ["'sha256-abc='"], extraOrigins: [], https: true })
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", "'sha256-abc='"]))
    expect(directive(csp, 'style-src')).toContain("'self'")
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'")
    expect(csp).toContain("object-src 'none'")
  })

  it('adds CSP_EXTRA_ORIGINS (e.g. a CMS served without the proxy) to scripts, styles, connections, frames and forms', () => {
    const csp = contentSecurityPolicy({ inlineScriptHashes: [], extraOrigins: ['https://cms.example'], https: false })
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src', 'form-action'])
      expect(directive(csp, name), name).toContain('https://cms.example')
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it("allows the finder map's tiles (VITE_MAP_TILE_URL) as images, a {s} subdomain as a wildcard", () => {
    const origins = mapTileOrigins({ VITE_MAP_TILE_URL: 'http://{s}.tiles.example:8080/{z}/{x}/{y}.png' })
    expect(origins).toEqual(['http://*.tiles.example:8080'])
    const csp = contentSecurityPolicy({ inlineScriptHashes: [], extraOrigins: [], imageOrigins: origins, https: false })
    expect(directive(csp, 'img-src')).toContain('http://*.tiles.example:8080')
    expect(mapTileOrigins({ VITE_MAP_TILE_URL: undefined })).toEqual([])
  })
})
