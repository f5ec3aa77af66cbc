import { describe, expect, it } from 'vitest'
import { mailBlueEmbedUrl } from './mailblue.ts'

describe('MailBlue embed URL', () => {
  it('embeds the provider form only when its https URL is configured', () => {
    expect(mailBlueEmbedUrl(7, undefined)).toBeUndefined()
    expect(mailBlueEmbedUrl(7, 'http://insecure.example/f/{id}')).toBeUndefined()
    expect(mailBlueEmbedUrl(7, 'https://acc.activehosted.com/f/embed.php?id={id}')).toBe(
      'https://acc.activehosted.com/f/embed.php?id=7',
    )
  })
})

describe('MailBlue embed URL on this machine', () => {
  it('takes the bundled local CMS’s stand-in over http on localhost only', () => {
    expect(mailBlueEmbedUrl(7, 'http://localhost:8081/wp-content/plugins/mailblue/embed.js?id={id}')).toBe(
      'http://localhost:8081/wp-content/plugins/mailblue/embed.js?id=7',
    )
    expect(mailBlueEmbedUrl(7, 'http://localhost.evil.example/embed.js?id={id}')).toBeUndefined()
  })
})
