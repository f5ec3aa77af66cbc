import { describe, expect, it } from 'vitest'
import { mailBlueEmbedUrl } from './mailblue.ts'

describe('MailBlue embed URL', () => {
  it('embeds the provider form only when its https URL is configured', () => {
    expect(mailBlueEmbedUrl(7, undefined)).toBeUndefined()
    expect(mailBlueEmbedUrl(7, 'http://insecure.example/f/{id}')).toBeUndefined()
    expect(mailBlueEmbedUrl(7, 'https://acc.activehosted.com/f/embed.php?id={id}')).toBe('https://acc.activehosted.com/f/embed.php?id=7')
  })
})
