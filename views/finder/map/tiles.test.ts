import { describe, expect, it } from 'vitest'
import { tileConfig } from './tiles.ts'

describe('map tiles (VITE_MAP_TILE_URL)', () => {
  it('takes an http(s) template with {z}, {x} and {y}, with its attribution', () => {
    expect(tileConfig('https://{s}.tiles.example/{z}/{x}/{y}.png', '© Voorbeeld')).toEqual({
      url: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      attribution: '© Voorbeeld',
    })
  })

  it('unset or not a tile template: no tiles (the markers on a plain background)', () => {
    for (const url of [
      undefined,
      '',
      'tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}/{x}.png',
      'javascript:{z}{x}{y}',
    ])
      expect(tileConfig(url, 'x')).toBeUndefined()
  })
})
