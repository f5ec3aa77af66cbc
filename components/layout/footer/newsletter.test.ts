import { describe, expect, it } from 'vitest'
import { isValidEmail, mailBlueEmbedUrl } from './newsletter.ts'

describe('newsletter sign-up', () => {
  it('accepts ordinary addresses and refuses incomplete ones', () => {
    expect(isValidEmail('anna@stal.nl')).toBe(true)
    expect(isValidEmail(' j.de.vries+nieuws@dierenarts.example.com ')).toBe(true)
    for (const bad of ['', 'anna', 'anna@', 'anna@stal', '@stal.nl', 'anna @stal.nl', 'anna@stal..nl']) expect(isValidEmail(bad)).toBe(false)
  })

  it('embeds the provider form only when its https URL is configured', () => {
    expect(mailBlueEmbedUrl(7, undefined)).toBeUndefined()
    expect(mailBlueEmbedUrl(7, 'http://insecure.example/f/{id}')).toBeUndefined()
    expect(mailBlueEmbedUrl(7, 'https://acc.activehosted.com/f/embed.php?id={id}')).toBe('https://acc.activehosted.com/f/embed.php?id=7')
  })
})
